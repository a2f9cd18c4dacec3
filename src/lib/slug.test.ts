import { describe, expect, it } from 'vitest'
import { slugFromTitle } from './slug'
import { SLUG_PATTERN } from './sections'

describe('slugFromTitle', () => {
  it('transliterates every script the site is written in', () => {
    const cases: [string, string][] = [
      ['Why browser fingerprints matter', 'why-browser-fingerprints-matter'],
      ['Как настроить прокси для мультиаккаунтинга', 'kak-nastroit-proksi-dlya-multiakkauntinga'],
      ['Як налаштувати проксі', 'yak-nalashtuvati-proksi'],
      ['Cách thiết lập vân tay trình duyệt', 'cach-thiet-lap-van-tay-trinh-duyet'],
      ['Parmak izi nasıl ayarlanır', 'parmak-izi-nasil-ayarlanir'],
      ['Empreintes numériques : le guide', 'empreintes-numeriques-le-guide'],
      ['Configuração de proxy', 'configuracao-de-proxy'],
    ]
    for (const [title, slug] of cases) expect(slugFromTitle(title)).toBe(slug)
  })

  it('gives CJK, Thai, Hindi and Korean titles a readable Latin slug', () => {
    for (const title of [
      '浏览器指纹指南',
      '瀏覽器指紋指南',
      'ブラウザ指紋のガイド',
      'คู่มือลายนิ้วมือเบราว์เซอร์',
      'ब्राउज़र फ़िंगरप्रिंट गाइड',
      '브라우저 지문 가이드',
    ]) {
      const slug = slugFromTitle(title)
      expect(slug, title).toMatch(SLUG_PATTERN)
      expect(slug!.length, title).toBeGreaterThan(3)
    }
    expect(slugFromTitle('浏览器指纹')).toBe('liu-lan-qi-zhi-wen')
  })

  it('never gives an invalid or reserved slug', () => {
    expect(slugFromTitle('')).toBeNull()
    expect(slugFromTitle('!!! ???')).toBeNull()
    expect(slugFromTitle('Feed')).toBe('feed-1')
    const long = slugFromTitle('word '.repeat(100))!
    expect(long.length).toBeLessThanOrEqual(120)
    expect(long).toMatch(SLUG_PATTERN)
  })
})
