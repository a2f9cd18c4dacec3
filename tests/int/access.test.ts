import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>

const editorial = ['posts', 'news', 'guides', 'helps', 'docs', 'release', 'faqs'] as const
const everyCollection = [...editorial, 'pages', 'partners', 'consultations', 'categories', 'tags', 'authors', 'media', 'redirects', 'users', 'referral-visits', 'source-records', 'fingerprints', 'stat-events', 'accounts', 'login-codes'] as const

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  // One published and one draft document in every editorial collection.
  for (const collection of editorial) {
    const extra = collection === 'release' ? { version: '9.9.9' } : {}
    await payload.create({ collection, data: { title: 'Published', slug: `${collection}-live`, _status: 'published', ...extra } as never })
    await payload.create({ collection, data: { title: 'Draft', slug: `${collection}-draft`, _status: 'draft', ...extra } as never, draft: true })
  }
  await payload.create({ collection: 'pages', data: { title: 'Live page', section: 'page', slug: 'live-page', _status: 'published' } })
  await payload.create({ collection: 'pages', data: { title: 'Draft page', section: 'page', slug: 'draft-page', _status: 'draft' }, draft: true })
  const partner = { category: 'proxy', url: 'https://partner.example.com' } as const
  await payload.create({ collection: 'partners', data: { name: 'Live', slug: 'live-partner', ...partner, _status: 'published' } })
  await payload.create({ collection: 'partners', data: { name: 'Draft', slug: 'draft-partner', ...partner, _status: 'draft' }, draft: true })
  await payload.create({ collection: 'consultations', data: { name: 'Ann', email: 'ann@example.com', status: 'new' } })
})
afterAll(async () => cleanup?.())

describe('anonymous visitors', () => {
  it.each(editorial)('read only published %s, never drafts or versions', async (collection) => {
    const { docs } = await payload.find({ collection, overrideAccess: false, draft: true })
    expect(docs.map((d) => (d as { slug: string }).slug)).toEqual([`${collection}-live`])
    await expect(payload.findVersions({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it.each(everyCollection)('cannot create, update or delete %s', async (collection) => {
    await expect(payload.create({ collection: collection as CollectionSlug, data: { title: 'x', slug: 'x', name: 'x', email: 'x@example.com', password: 'long password 1' } as never, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    const any = await payload.find({ collection: collection as CollectionSlug, limit: 1, draft: true })
    const id = any.docs[0]?.id
    if (id !== undefined) {
      await expect(payload.update({ collection: collection as CollectionSlug, id, data: { title: 'hacked', name: 'hacked' } as never, overrideAccess: false })).rejects.toThrow(/not allowed/i)
      await expect(payload.delete({ collection: collection as CollectionSlug, id, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    }
  })

  it.each([
    ['pages', 'path', ['/live-page']],
    ['partners', 'slug', ['live-partner']],
  ] as const)('read only published %s', async (collection, key, expected) => {
    const { docs } = await payload.find({ collection, overrideAccess: false, draft: true })
    expect(docs.map((d) => (d as unknown as Record<string, unknown>)[key])).toEqual(expected)
    await expect(payload.findVersions({ collection, overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('cannot read consultation requests', async () => {
    await expect(payload.find({ collection: 'consultations', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })

  it('cannot read user records', async () => {
    await payload.create({ collection: 'users', data: { email: 'someone@example.com', password: 'a long password 123', roles: 'editor' } })
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow(/not allowed/i)
  })
})

describe('editors', () => {
  it('see drafts', async () => {
    const editor = await payload.create({ collection: 'users', data: { email: 'ed@example.com', password: 'a long password 456', roles: 'editor' } })
    const { docs } = await payload.find({ collection: 'posts', overrideAccess: false, draft: true, user: { ...editor, collection: 'users' } })
    expect(docs.map((d) => d.slug).sort()).toEqual(['posts-draft', 'posts-live'])
  })
})

/** Payload's validation error naming a field message that matches. */
const fieldError = (message: RegExp) => ({ data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] } })

describe('page rules', () => {
  it('derives the address from section and slug, unique across pages', async () => {
    const doc = await payload.create({ collection: 'pages', data: { title: 'Crypto', section: 'solutions', slug: 'crypto', _status: 'published' } })
    expect(doc.path).toBe('/solutions/crypto')
    await expect(payload.create({ collection: 'pages', data: { title: 'Again', section: 'solutions', slug: 'crypto' } })).rejects.toThrow()
  })

  it('refuses unknown solution and alternative ids and slugs the site routes own', async () => {
    await expect(payload.create({ collection: 'pages', data: { title: 'x', section: 'solutions', slug: 'not-a-solution' } })).rejects.toMatchObject(fieldError(/solutions page is one of/))
    await expect(payload.create({ collection: 'pages', data: { title: 'x', section: 'alternatives', slug: 'foo-alternative' } })).rejects.toMatchObject(fieldError(/alternatives page is one of/))
    for (const slug of ['blog', 'pricing', 'download', 'docs', 'solutions']) {
      await expect(payload.create({ collection: 'pages', data: { title: 'x', section: 'page', slug } })).rejects.toMatchObject(fieldError(/page of its own/))
    }
    const named = await payload.create({ collection: 'pages', data: { title: 'About', section: 'page', slug: 'about-us' } })
    expect(named.path).toBe('/about-us')
  })

  it('refuses links that are not http(s) or site paths in blocks and partners', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'x', section: 'page', slug: 'bad-link', layout: [{ blockType: 'cta', title: 'Go', button: { action: 'url', url: 'javascript:alert(1)' } }] },
      }),
    ).rejects.toThrow()
    await expect(payload.create({ collection: 'partners', data: { name: 'x', slug: 'bad-partner', category: 'proxy', url: 'javascript:alert(1)' } })).rejects.toThrow()
  })
})

describe('content rules', () => {
  it('refuses bad and reserved slugs and duplicates', async () => {
    for (const slug of ['Bad Slug', 'p', 'feed', 'a--b', '-x']) {
      await expect(payload.create({ collection: 'posts', data: { title: 't', slug, _status: 'published' } })).rejects.toThrow()
    }
    await expect(payload.create({ collection: 'posts', data: { title: 't', slug: 'posts-live', _status: 'published' } })).rejects.toThrow()
  })

  it('keeps a per-language availability flag and falls back to English for untranslated fields', async () => {
    const doc = await payload.create({ collection: 'posts', locale: 'en', data: { title: 'English title', slug: 'lang-test', _status: 'published' } })
    await payload.update({ collection: 'posts', id: doc.id, locale: 'jp', data: { available: false } })
    const jp = await payload.findByID({ collection: 'posts', id: doc.id, locale: 'jp', fallbackLocale: 'en' })
    expect(jp.available).toBe(false)
    expect(jp.title).toBe('English title')
    const ru = await payload.findByID({ collection: 'posts', id: doc.id, locale: 'ru', fallbackLocale: false })
    expect(ru.title ?? null).toBeNull()
  })
})
