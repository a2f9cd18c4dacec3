import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { CARD_TITLE_MAX, readCardAddress, renderSocialCard, socialCardPath } from './social-card'
import { woffToSfnt } from './woff'

const fileOf = (cardPath: string) => {
  const url = new URL(cardPath, 'http://x')
  return { file: url.pathname.split('/').pop() as string, title: url.searchParams.get('t') }
}

describe('social card addresses', () => {
  it('carry the title and a signature of it: only what this server signed is drawn', () => {
    const { file, title } = fileOf(socialCardPath('hi', 'ब्राउज़र फ़िंगरप्रिंट & <proxies>'))
    expect(readCardAddress(file, title)).toEqual({
      locale: 'hi',
      title: 'ब्राउज़र फ़िंगरप्रिंट & <proxies>',
    })
    expect(readCardAddress(file, `${title}!`), 'another title').toBeNull()
    expect(readCardAddress(file.replace(/^hi/, 'en'), title), 'another language').toBeNull()
    expect(readCardAddress(file.replace(/.\.png$/, 'A.png'), title), 'another signature').toBeNull()
    expect(readCardAddress(file, null)).toBeNull()
    expect(readCardAddress('xx-AAAAAAAAAAAAAAAA.png', 'x')).toBeNull()
  })

  it('cut a long title to what a card shows', () => {
    const { file, title } = fileOf(socialCardPath('en', 'x'.repeat(500)))
    expect(title).toHaveLength(CARD_TITLE_MAX)
    expect(readCardAddress(file, title)).not.toBeNull()
  })
})

describe('WOFF to TrueType', () => {
  it('unpacks every table: the head table keeps its magic number', () => {
    const require = createRequire(import.meta.url)
    const dir = path.dirname(require.resolve('@fontsource/noto-sans-thai/unicode.json'))
    const sfnt = woffToSfnt(
      readFileSync(path.join(dir, 'files', 'noto-sans-thai-thai-700-normal.woff')),
    )
    const tables = sfnt.readUInt16BE(4)
    const records = Array.from({ length: tables }, (_, i) => ({
      tag: sfnt.toString('latin1', 12 + i * 16, 16 + i * 16),
      offset: sfnt.readUInt32BE(20 + i * 16),
    }))
    const head = records.find((r) => r.tag === 'head')
    expect(head).toBeDefined()
    expect(sfnt.readUInt32BE((head?.offset ?? 0) + 12)).toBe(0x5f0f3cf5)
    expect(() => woffToSfnt(Buffer.from('not a font'))).toThrow()
  })
})

describe('the card', () => {
  it('is a 1200×630 PNG in every script the site writes', async () => {
    for (const [locale, title] of [
      ['hi', 'ब्राउज़र फ़िंगरप्रिंट: एक व्यावहारिक गाइड'],
      ['th', 'คู่มือลายนิ้วมือเบราว์เซอร์'],
      ['jp', 'ブラウザ指紋の実践ガイド'],
      ['ko', '브라우저 지문 실전 가이드'],
    ] as const) {
      const png = await renderSocialCard(locale, title, 'Polyprofile', 'example.com')
      const meta = await sharp(png).metadata()
      expect([meta.format, meta.width, meta.height], locale).toEqual(['png', 1200, 630])
    }
  })
})
