/** SVG uploads without a stated size, through Payload's Local API on a real database and the media folder. */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { freshPayload } from './helpers'

let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
})
afterAll(async () => cleanup?.())

const upload = (name: string, svg: string) => {
  const data = Buffer.from(svg)
  return payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/svg+xml', name, size: data.length },
  })
}
const stored = (filename: string) =>
  readFileSync(path.join(process.env.DATA_DIR as string, 'media', filename), 'utf8')

describe('SVG uploads', () => {
  it('takes a plain SVG without width, height or viewBox at the size of its drawing, and stores it with that size', async () => {
    const doc = await upload(
      'plain.svg',
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg">\n  <rect x="10" y="5" width="110" height="55" fill="#36c"/>\n</svg>\n',
    )
    expect([doc.width, doc.height]).toEqual([120, 60])
    expect(stored(doc.filename as string)).toBe(
      '<?xml version="1.0"?>\n<svg width="120" height="60" viewBox="0 0 120 60" xmlns="http://www.w3.org/2000/svg">\n  <rect x="10" y="5" width="110" height="55" fill="#36c"/>\n</svg>\n',
    )
  })

  it('keeps an SVG that states its size as it is', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><circle cx="50" cy="50" r="40"/></svg>'
    const doc = await upload('boxed.svg', svg)
    expect([doc.width, doc.height]).toEqual([300, 100])
    expect(stored(doc.filename as string)).toBe(svg)
  })

  it('refuses one with nothing to measure, saying why, and stores nothing', async () => {
    const before = (await payload.count({ collection: 'media' })).totalDocs
    await expect(
      upload('empty.svg', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ).rejects.toThrow(
      /"empty.svg" has no width and height or viewBox, and its drawing could not be measured/,
    )
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before)
  })
})

describe('file names', () => {
  const png = () =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: '#36c' } })
      .png()
      .toBuffer()
  // Without alt text as an upload may come (the type says required: the hook fills it in).
  const uploadPng = async (name: string, alt?: string) => {
    const file = await png()
    return payload.create({
      collection: 'media',
      data: (alt ? { alt } : {}) as { alt: string },
      file: { data: file, mimetype: 'image/png', name, size: file.length },
    })
  }

  it('stores a file under a readable ASCII slug of its name, served at that address, with the name as its alt text', async () => {
    const doc = await uploadPng('Снимок экрана 2026 — тест 写真.png')
    expect(doc.filename).toBe('snimok-ekrana-2026-test-xie-zhen.png')
    expect(new URL(doc.url as string).pathname).toBe(
      '/cms/api/media/file/snimok-ekrana-2026-test-xie-zhen.png',
    )
    expect(doc.alt).toBe('Снимок экрана 2026 — тест 写真')
    expect(
      existsSync(
        path.join(process.env.DATA_DIR as string, 'media', 'snimok-ekrana-2026-test-xie-zhen.png'),
      ),
    ).toBe(true)
  })

  it('gives a second file of the same name its own address, and keeps the alt text an editor wrote', async () => {
    const doc = await uploadPng('Снимок экрана 2026 — тест 写真.png', 'Профили в браузере')
    expect(doc.filename).toBe('snimok-ekrana-2026-test-xie-zhen-1.png')
    expect(doc.alt).toBe('Профили в браузере')
  })

  it('names a file with nothing to transliterate by a short hash', async () => {
    const doc = await uploadPng('🙂🙂.png')
    expect(doc.filename).toMatch(/^file-[0-9a-f]{8}\.png$/)
    expect(doc.alt).toBe('🙂🙂')
  })
})
