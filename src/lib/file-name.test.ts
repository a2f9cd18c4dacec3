import { describe, expect, it } from 'vitest'
import { fileTitle, FILE_SLUG_MAX, uploadFileName } from './file-name'

describe('uploadFileName', () => {
  it('transliterates Cyrillic and CJK into a readable slug and keeps the extension, lowercased', () => {
    expect(uploadFileName('Снимок экрана 2026 — тест 写真.png')).toBe(
      'snimok-ekrana-2026-test-xie-zhen.png',
    )
    expect(uploadFileName('Привет, Мир!.JPG')).toBe('privet-mir.jpg')
    expect(uploadFileName('浏览器指纹.webp')).toMatch(/^[a-z]+(-[a-z]+)+\.webp$/)
  })

  it('gives Thai, Devanagari, Hangul and kana names Latin letters', () => {
    for (const name of ['ภาพหน้าจอ.png', 'स्क्रीनशॉट.png', '스크린샷.png', 'スクリーンショット.png']) {
      expect(uploadFileName(name), name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*\.png$/)
    }
  })

  it('turns spaces, dashes, underscores and runs of them into single hyphens, none at the ends', () => {
    expect(uploadFileName('  --My   file__name — final--.svg ')).toBe('my-file-name-final.svg')
    expect(uploadFileName('report.v2.final.png')).toBe('report-v2-final.png')
    expect(uploadFileName('no extension here')).toBe('no-extension-here')
  })

  it('names a file with nothing to transliterate by a short hash, different for different names', () => {
    const a = uploadFileName('🙂.png')
    const b = uploadFileName('🙃.png')
    expect(a).toMatch(/^file-[0-9a-f]{8}\.png$/)
    expect(b).toMatch(/^file-[0-9a-f]{8}\.png$/)
    expect(a).not.toBe(b)
    expect(uploadFileName('🙂.png')).toBe(a)
  })

  it('is the same for the same name in either Unicode form, and bounded in length', () => {
    expect(uploadFileName('Ảnh chụp.png'.normalize('NFD'))).toBe(uploadFileName('Ảnh chụp.png'))
    const long = uploadFileName(`${'очень длинное имя '.repeat(20)}.png`)
    expect(long.length).toBeLessThanOrEqual(FILE_SLUG_MAX + 4)
    expect(long).toMatch(/[a-z]\.png$/)
  })

  it('leaves a name that is a slug already as it is', () => {
    expect(uploadFileName('hero-image-2x.png')).toBe('hero-image-2x.png')
  })
})

describe('fileTitle', () => {
  it('is the original name without its extension, spaces tidied', () => {
    expect(fileTitle('Снимок экрана 2026 — тест 写真.png')).toBe('Снимок экрана 2026 — тест 写真')
    expect(fileTitle('my_screen  shot.jpeg')).toBe('my screen shot')
  })
})
