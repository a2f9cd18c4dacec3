/** Rich-text links under the site's link rule, through Payload's Local API on a real database. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(async () => cleanup?.())

const text = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})
const base = { format: '' as const, indent: 0, version: 1, direction: 'ltr' as const }

/** A body of one paragraph: "Read " and a link to `url` that says `label`. */
function bodyWith(url: string, label = 'the offer', type: 'link' | 'autolink' = 'link') {
  const link = {
    type,
    ...base,
    fields: { linkType: 'custom', url, newTab: false },
    children: [text(label)],
  }
  return {
    root: {
      type: 'root',
      ...base,
      children: [
        {
          type: 'paragraph',
          textFormat: 0,
          textStyle: '',
          ...base,
          children: [text('Read '), link],
        },
      ],
    },
  }
}

/** What a refusal says: Payload's summary and, per field, the message the admin shows under the field. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt
  } catch (error) {
    const e = error as { message: string; data?: { errors?: { message: string }[] } }
    return [e.message, ...(e.data?.errors ?? []).map((field) => field.message)].join(' | ')
  }
  return 'saved'
}

const BAD = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
]
let slugs = 0
const post = (body: unknown, status: 'draft' | 'published' = 'published') => ({
  title: `Links ${++slugs}`,
  slug: `links-${slugs}`,
  _status: status,
  body,
})

describe('rich-text links', () => {
  it('refuses each dangerous address on create, published or draft, naming the link', async () => {
    for (const url of BAD) {
      for (const draft of [false, true]) {
        const attempt = payload.create({
          collection: 'posts',
          draft,
          data: post(bodyWith(url, 'click me'), draft ? 'draft' : 'published') as never,
        })
        expect(await refusal(attempt), `${url} draft=${draft}`).toMatch(
          /invalid: body \| The link "click me" \(".+"\): /,
        )
      }
      // A pasted address (autolink) too.
      expect(
        await refusal(
          payload.create({
            collection: 'posts',
            data: post(bodyWith(url, 'x', 'autolink')) as never,
          }),
        ),
      ).toMatch(/The link "x"/)
    }
    const { totalDocs } = await payload.count({ collection: 'posts' })
    expect(totalDocs).toBe(0)
  })

  it('refuses them on a draft save of an existing document and keeps what was saved', async () => {
    const doc = await payload.create({
      collection: 'posts',
      data: post(bodyWith('https://t.me/polyprofile')) as never,
    })
    for (const url of BAD) {
      const attempt = payload.update({
        collection: 'posts',
        id: doc.id,
        draft: true,
        data: { body: bodyWith(url) } as never,
      })
      expect(await refusal(attempt), url).toMatch(/The link "the offer"/)
    }
    const latest = await payload.findByID({ collection: 'posts', id: doc.id, draft: true })
    expect(JSON.stringify(latest.body)).toContain('https://t.me/polyprofile')
  })

  it('refuses them in a page block and a partner too', async () => {
    const layout = [{ blockType: 'richText', content: bodyWith('javascript:alert(1)') }]
    const page = payload.create({
      collection: 'pages',
      data: { title: 'P', section: 'page', slug: 'links-page', layout } as never,
    })
    expect(await refusal(page)).toMatch(/invalid: layout.0.content \| The link "the offer"/)
    const partner = payload.create({
      collection: 'partners',
      data: { name: 'P', slug: 'links-partner', body: bodyWith('data:text/html,x') } as never,
    })
    expect(await refusal(partner)).toMatch(/invalid: body \| The link "the offer"/)
  })

  it('keeps site paths and http(s) addresses', async () => {
    for (const url of [
      '/pricing',
      'https://t.me/polyprofile',
      'http://example.com/a?b=c#d',
      '/cms/api/media/file/guide.pdf',
    ]) {
      const doc = await payload.create({ collection: 'posts', data: post(bodyWith(url)) as never })
      expect(JSON.stringify(doc.body), url).toContain(JSON.stringify(url))
    }
  })

  it('reads a dangerous link stored before the rule as its plain text, in every API answer', async () => {
    const doc = await payload.create({
      collection: 'posts',
      data: post(bodyWith('https://t.me/polyprofile')) as never,
    })
    // What an earlier version let an editor save, written past the hooks.
    await payload.db.updateOne({
      collection: 'posts',
      id: doc.id,
      data: { body: { en: bodyWith('javascript:alert(1)', 'old link') } },
      req: {} as never,
    })
    const raw = await payload.db.findOne({
      collection: 'posts',
      where: { id: { equals: doc.id } },
      req: {} as never,
    })
    expect(JSON.stringify(raw)).toContain('javascript:alert(1)')
    const read = await payload.findByID({ collection: 'posts', id: doc.id, overrideAccess: false })
    const json = JSON.stringify(read.body)
    expect(json).not.toContain('javascript:')
    expect(json).toContain('"text":"Read "')
    expect(json).toContain('"text":"old link"')
  })
})
