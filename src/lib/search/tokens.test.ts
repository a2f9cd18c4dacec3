import { describe, expect, it } from 'vitest'
import { snippetFor } from './snippet'
import { queryTerms, searchTokens, wordForms } from './tokens'

describe('search words and forms', () => {
  it('stems English so that "proxies" and "proxy" meet', () => {
    expect(wordForms('Proxies', 'en')).toEqual(['proxies', 'proxi', '~prox~'])
    expect(wordForms('proxy', 'en')).toContain('proxi')
  })

  it('stems Russian case endings to one stem', () => {
    const stems = ['автоматизация', 'автоматизации', 'автоматизацию', 'автоматизацией'].map(
      (w) => wordForms(w, 'ru')[1],
    )
    expect(new Set(stems)).toEqual(new Set(['автоматизац']))
    expect(wordForms('аккаунтов', 'ru')).toContain(wordForms('аккаунт', 'ru')[1])
  })

  it('cuts Chinese, Japanese and Thai, written without spaces, into pairs of characters, Thai marks kept with their letter', () => {
    expect(searchTokens('采集服务', 'zh')).toEqual(['采集', '集服', '服务', '务'])
    expect(searchTokens('クリーンなプロキシ', 'jp')).toEqual(
      expect.arrayContaining(['プロ', 'ロキ', 'キシ', 'シ']),
    )
    expect(searchTokens('บัญชี', 'th')).toEqual(['บัญ', 'ญชี', 'ชี'])
    // A query asks for every pair of its own text (a single character: as the beginning of a pair).
    expect(queryTerms('アカウント', 'jp').map((t) => t.forms)).toEqual([
      ['アカ'],
      ['カウ'],
      ['ウン'],
      ['ント'],
    ])
    // A long query is looked up by its first 16 terms.
    expect(
      queryTerms('为每个账号创建独立环境分配干净的代理并在每次工作时保持相同的设置', 'zh'),
    ).toHaveLength(16)
    expect(queryTerms('代', 'zh').map((t) => t.forms)).toEqual([['代']])
    expect(queryTerms('Cookie 管理', 'zh').map((t) => t.forms)).toEqual([
      ['cookie', 'cooki', '~cook~'],
      ['管理'],
    ])
  })

  it('folds accents in Latin and Cyrillic words only', () => {
    expect(searchTokens('proxy dân cư', 'vn')).toEqual(['proxy', 'dan', 'cu'])
    expect(searchTokens('résumé', 'fr')).toContain('resume')
    // Devanagari signs are letters of the word, not accents; Hindi is not stemmed.
    expect(searchTokens('प्रॉक्सियों', 'hi')).toEqual(['प्रॉक्सियों'])
  })

  it('gives Latin words in another script the English stemmer', () => {
    expect(searchTokens('Residential proxies のガイド', 'jp')).toEqual(
      expect.arrayContaining(['proxi', 'residenti']),
    )
  })
})

describe('search snippets', () => {
  const body =
    'Platforms look at many signals before they trust an account. Getting it right keeps every profile isolated and consistent, so one mistake never spreads to the others. Create a profile for each account, assign a clean proxy, and keep the same settings every time you work.'

  it('shows the text around the first match, cut between words', () => {
    const snippet = snippetFor('proxies', 'en')(['', body])
    expect(snippet).toContain('clean proxy')
    expect(snippet.startsWith('…')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(182)
    expect(snippet).toMatch(/^… ?\S/)
  })

  it('prefers the excerpt, and falls back to the opening when nothing matches', () => {
    expect(snippetFor('proxy', 'en')(['A proxy in the excerpt.', body])).toBe(
      'A proxy in the excerpt.',
    )
    expect(snippetFor('zzz', 'en')(['', body]).startsWith('Platforms look')).toBe(true)
    expect(snippetFor('zzz', 'en')(['', ''])).toBe('')
  })

  it('finds the word inside unspaced text', () => {
    const body =
      '平台在信任一个账号之前会检查许多信号。处理好住宅代理，能让每个环境保持独立且一致，一个失误不会牵连其他账号。为每个账号创建独立环境，分配干净的代理，并在每次工作时保持相同的设置。'
    expect(snippetFor('代理', 'zh')([body])).toMatch(/^…?.{0,50}住宅代理/)
  })
})
