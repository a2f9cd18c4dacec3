import { describe, expect, it } from 'vitest'
import { hasKatakana, jaPhrases, katakanaWords, phraseWidthEm } from './ja-phrases'

describe('jaPhrases', () => {
  it('ends a phrase after its particles, punctuation and spaces, and where kanji and katakana words meet', () => {
    expect(jaPhrases('複数アカウント運用のためのアンチディテクトブラウザ')).toEqual([
      '複数',
      'アカウント',
      '運用のための',
      'アンチディテクトブラウザ',
    ])
    expect(jaPhrases('{name}：アフィリエイトマーケティング向けの Polyprofile')).toEqual([
      '{name}：',
      'アフィリエイトマーケティング',
      '向けの ',
      'Polyprofile',
    ])
    expect(jaPhrases('「プロファイル」を作成する。')).toEqual(['「プロファイル」を', '作成する。'])
  })

  it('never cuts a katakana word, and joined gives the text back', () => {
    for (const text of [
      'アフィリエイトマーケティングのための Polyprofile',
      'ウィンドウシンクロナイザーで作業を同期',
      'IPアドレスとタイムゾーン',
    ]) {
      const phrases = jaPhrases(text)
      expect(phrases.join('')).toBe(text)
      for (let i = 1; i < phrases.length; i++)
        expect(/[ァ-ヺー]$/.test(phrases[i - 1]!) && /^[ァ-ヺー]/.test(phrases[i]!)).toBe(false)
    }
  })
})

describe('katakana words', () => {
  it('are told apart from what lies between them, and measured in em', () => {
    expect(katakanaWords('アフィリエイトマーケティングのための')).toEqual([
      '',
      'アフィリエイトマーケティング',
      'のための',
    ])
    expect(phraseWidthEm('アフィリエイトマーケティング')).toBe(14)
    expect(phraseWidthEm(' Polyprofile ')).toBe(6.82)
    expect(hasKatakana('プロキシの設定')).toBe(true)
    expect(hasKatakana('代理设置')).toBe(false)
  })
})

describe('Phrased (src/components/phrased.tsx)', () => {
  it('keeps katakana words whole, offers breaks between phrases, and sizes a title by its widest word', async () => {
    const { createElement } = await import('react')
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { Phrased } = await import('@/components/phrased')
    const html = (text: string, fit = false) =>
      renderToStaticMarkup(createElement(Phrased, { text, fit }))
    expect(html('Windows（64 ビット） 版をダウンロード')).toBe(
      'Windows<wbr/>（64 <wbr/><span class="kw">ビット</span>） <wbr/>版を<wbr/><span class="kw">ダウンロード</span>',
    )
    expect(html('アフィリエイトマーケティングのための Polyprofile', true)).toBe(
      '<span class="phrased" style="--fit:14"><span><span class="kw">アフィリエイトマーケティング</span>のための <wbr/>Polyprofile</span></span>',
    )
    expect(html('Polyprofile 对比 Ziniao', true)).toBe('Polyprofile 对比 Ziniao')
  })
})
