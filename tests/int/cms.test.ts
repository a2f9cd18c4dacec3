import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CollectionSlug, Payload } from 'payload'
import { convertLexicalToMarkdown, editorConfigFactory } from '@payloadcms/richtext-lexical'
import { richTextEditor } from '@/cms/fields/rich-text'
import { languageStatus, type LanguageFacts } from '@/i18n/availability'
import { locales } from '@/i18n/locales'
import { ensureAdmin, isSeeded, seed } from '@/cms/seed'
import { translations } from '@/cms/seed/articles/index'
import type { Translations } from '@/cms/seed/articles/types'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(async () => cleanup?.())

describe('migrations and seed', () => {
  it('starts empty, then seeds home and site info in all 14 languages', async () => {
    expect(await isSeeded(payload)).toBe(false)
    await seed(payload)
    expect(await isSeeded(payload)).toBe(true)
    const titles = new Set<string>()
    for (const locale of locales) {
      const home = await payload.findGlobal({ slug: 'home', locale, fallbackLocale: false })
      expect(home.hero.title, locale).toBeTruthy()
      expect(
        home.features?.every((f) => f.title && f.description),
        locale,
      ).toBe(true)
      titles.add(home.hero.title)
      const site = await payload.findGlobal({ slug: 'site', locale, fallbackLocale: false })
      expect(site.description, locale).toBeTruthy()
    }
    expect(titles.size).toBe(locales.length)
  }, 480_000)

  it('offers each article where it is written: docs and release notes elsewhere in English, marked; the rest nowhere else', async () => {
    const englishElsewhere = ['docs', 'release']
    for (const collection of [
      'posts',
      'news',
      'guides',
      'helps',
      'docs',
      'release',
      'faqs',
    ] as const) {
      const { docs } = await payload.find({
        collection,
        locale: 'all',
        pagination: false,
        depth: 0,
        select: { slug: true, title: true, available: true },
      })
      expect(docs.length, collection).toBeGreaterThan(0)
      for (const doc of docs as unknown as (LanguageFacts & { slug: string })[]) {
        for (const locale of locales) {
          const written =
            locale === 'en' ||
            Boolean(translations[locale]?.[collection as keyof Translations]?.[doc.slug])
          const expected = written
            ? 'translated'
            : englishElsewhere.includes(collection)
              ? 'fallback'
              : 'hidden'
          expect(languageStatus(doc, locale), `${collection}/${doc.slug} in ${locale}`).toBe(
            expected,
          )
        }
      }
    }
  })

  it('stores the docs’ code blocks as the editor’s Code block, which the Markdown version writes as fenced code', async () => {
    const { docs } = await payload.find({
      collection: 'docs' as CollectionSlug,
      where: { slug: { equals: 'local-api' } },
      locale: 'en',
      depth: 0,
    })
    const body = (docs[0] as { body?: Parameters<typeof convertLexicalToMarkdown>[0]['data'] }).body
    const blocks = (body?.root.children ?? []).filter(
      (node) => node.type === 'block',
    ) as unknown as { fields: { blockType: string; language: string } }[]
    expect(blocks.map((b) => [b.fields.blockType, b.fields.language])).toEqual(
      expect.arrayContaining([
        ['Code', 'bash'],
        ['Code', 'js'],
        ['Code', 'python'],
      ]),
    )
    const editorConfig = await editorConfigFactory.fromEditor({
      config: payload.config,
      editor: richTextEditor,
    })
    const markdown = convertLexicalToMarkdown({
      data: body as NonNullable<typeof body>,
      editorConfig,
    })
    expect(markdown).toContain(
      '```bash\ncurl -s -H "X-Api-Key: $POLYPROFILE_API_KEY" http://127.0.0.1:36912/api/v1/status\n```',
    )
    expect(markdown).toContain('```python\nimport os')
  })

  it('is idempotent for redirects', async () => {
    await seed(payload)
    const { totalDocs } = await payload.count({ collection: 'redirects' })
    expect(totalDocs).toBe(3)
  })
})

describe('users and access', () => {
  it('creates the first admin from env values only once, never without a password', async () => {
    expect(await ensureAdmin(payload, 'admin@example.com', '')).toBe('skipped')
    expect(await ensureAdmin(payload, 'admin@example.com', 'correct horse battery staple')).toBe(
      'created',
    )
    expect(await ensureAdmin(payload, 'other@example.com', 'another long password')).toBe('exists')
    const admin = await payload.find({
      collection: 'users',
      where: { email: { equals: 'admin@example.com' } },
    })
    expect(admin.docs[0]?.roles).toBe('admin')
  })

  it('refuses anonymous reads of users and anonymous writes everywhere', async () => {
    await expect(payload.find({ collection: 'users', overrideAccess: false })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'redirects',
        data: { from: '/x', to: '/y' },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({
        slug: 'home',
        data: { hero: { title: 'hacked' } },
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    await expect(
      payload.updateGlobal({ slug: 'site', data: { title: 'hacked' }, overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('lets anonymous visitors read public globals and redirects', async () => {
    const site = await payload.findGlobal({ slug: 'site', overrideAccess: false })
    expect(site.title).toBe('Polyprofile')
    const redirects = await payload.find({ collection: 'redirects', overrideAccess: false })
    expect(redirects.totalDocs).toBe(3)
  })

  it('keeps editors from promoting themselves', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: { email: 'editor@example.com', password: 'editor password 123', roles: 'editor' },
    })
    const updated = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { roles: 'admin' },
      user: { ...editor, collection: 'users' },
      overrideAccess: false,
    })
    expect(updated.roles).toBe('editor')
    await expect(
      payload.find({
        collection: 'users',
        user: { ...editor, collection: 'users' },
        overrideAccess: false,
      }),
    ).resolves.toMatchObject({
      totalDocs: 1,
    })
  })
})

describe('redirect validation', () => {
  it.each([
    ['//evil.example'],
    ['javascript:alert(1)'],
    ['/\\evil'],
    ['https://user:pw@evil.example'],
  ])('refuses target %s', async (to) => {
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/bad', to } }),
    ).rejects.toThrow()
  })
  it('refuses a duplicate source path', async () => {
    await expect(
      payload.create({ collection: 'redirects', data: { from: '/price', to: '/x' } }),
    ).rejects.toThrow()
  })

  it('refuses a rule that loops alone, with the saved rules, or through the pre-navigation rules, and saves nothing', async () => {
    /** The field errors a refused save reports (Payload's ValidationError names the field; its data the reason). */
    const refusal = (save: Promise<unknown>) =>
      save.then(
        () => 'saved',
        (error: { data?: { errors?: { message: string }[] } }) =>
          (error.data?.errors ?? []).map((e) => e.message).join(' '),
      )
    const before = await payload.count({ collection: 'redirects' })
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: { from: '/loop-x', to: '/loop-x' } }),
      ),
    ).toContain('loop: /loop-x → /loop-x')
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: { from: '/loop-c', to: '/loop-c/' } }),
      ),
    ).toContain('loop: /loop-c → /loop-c/ → /loop-c')
    const first = await payload.create({
      collection: 'redirects',
      data: { from: '/loop-a', to: '/loop-b' },
    })
    expect(
      await refusal(
        payload.create({ collection: 'redirects', data: { from: '/loop-b', to: '/loop-a' } }),
      ),
    ).toContain('/loop-b → /loop-a → /loop-b')
    // Editing a saved rule into a loop is refused too; the rule keeps what it had.
    const second = await payload.create({
      collection: 'redirects',
      data: { from: '/loop-b', to: '/pricing' },
    })
    expect(
      await refusal(
        payload.update({ collection: 'redirects', id: second.id, data: { to: '/loop-a' } }),
      ),
    ).toContain('loop')
    expect((await payload.findByID({ collection: 'redirects', id: second.id })).to).toBe('/pricing')
    expect(
      await refusal(
        payload.create({
          collection: 'redirects',
          data: { from: '/loop-http', to: 'http://polyprofile.com/pricing' },
        }),
      ),
    ).toContain('https://')
    expect((await payload.count({ collection: 'redirects' })).totalDocs).toBe(before.totalDocs + 2)
    for (const rule of [first, second])
      await payload.delete({ collection: 'redirects', id: rule.id })
  })
})
