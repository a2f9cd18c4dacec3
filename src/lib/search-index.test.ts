import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { createSearchIndex, queryIndex, type SearchDoc } from './search-index'
import type { SearchSection } from './search-query'

const doc = (id: string, title: string, body: string, section: SearchSection = 'helps', excerpt = ''): SearchDoc => ({
  id,
  section,
  title,
  excerpt,
  body,
  url: `/${section}/${id}`,
})

/** The ids (urls) a query finds in an index of these documents, best first. */
async function find(locale: Locale, docs: SearchDoc[], q: string, section?: SearchSection) {
  const db = await createSearchIndex(docs, locale)
  const { results, total } = await queryIndex(db, { q, locale, section, limit: 20 })
  expect(total).toBe(results.length)
  return results.map((r) => r.url.split('/').pop())
}

describe('search index', () => {
  const en = [
    doc('set-up-proxies', 'Setting up residential proxies', 'Assign each profile its own address.'),
    doc('fix-cookies', 'Troubleshooting cookie management', 'Create a profile for each account, assign a clean proxy, and keep the same settings.'),
    doc('teamwork', 'Team collaboration', 'Share profiles with your team.'),
    doc('rpa', 'RPA automation', 'Run the same steps in every profile.', 'blog'),
  ]

  it('finds "proxies" from "proxy", in titles and bodies, the title hit first', async () => {
    expect(await find('en', en, 'proxy')).toEqual(['set-up-proxies', 'fix-cookies'])
    expect(await find('en', en, 'Proxies')).toEqual(['set-up-proxies', 'fix-cookies'])
  })

  it('matches the word being typed by its beginning', async () => {
    expect(await find('en', en, 'prox')).toEqual(['set-up-proxies', 'fix-cookies'])
    expect(await find('en', en, 'residential pro')).toEqual(['set-up-proxies'])
  })

  it('needs every telling word of the query, and keeps to a section when asked', async () => {
    expect(await find('en', en, 'team proxy')).toEqual([])
    expect(await find('en', en, 'clean proxy')).toEqual(['fix-cookies'])
    expect(await find('en', en, 'profile', 'blog')).toEqual(['rpa'])
    expect(await find('en', en, '?!')).toEqual([])
    // A word no page has is left out; a query of such words finds nothing.
    expect(await find('en', en, 'clean proxxy proxy')).toEqual(['fix-cookies'])
    expect(await find('en', en, 'zzzz qqqq')).toEqual([])
  })

  it('finds Russian words whatever their case ending', async () => {
    const ru = [doc('rpa', 'RPA-автоматизация', 'Настройка автоматизации для каждого профиля.'), doc('other', 'Командная работа', 'Профили команды.')]
    for (const q of ['автоматизация', 'автоматизацию', 'автоматизацией', 'автоматизации']) expect(await find('ru', ru, q), q).toEqual(['rpa'])
  })

  it('finds a word inside unspaced Chinese, Japanese and Thai text', async () => {
    const zh = [doc('a', '住宅代理：实用指南', '为每个账号创建独立环境，分配干净的代理。'), doc('b', '团队协作', '平台在信任一个账号之前会检查许多信号。')]
    expect(await find('zh', zh, '代理')).toEqual(['a'])
    expect(await find('zh', zh, '环境')).toEqual(['a'])
    expect(await find('zh', zh, '信号')).toEqual(['b'])
    const jp = [
      doc('a', 'レジデンシャルプロキシの設定方法', 'クリーンなプロキシを割り当て、作業のたびに同じ設定を保ちましょう。'),
      doc('b', 'チーム連携', 'プラットフォームは多くのシグナルを確認します。'),
    ]
    expect(await find('jp', jp, 'プロキシ')).toEqual(['a'])
    expect(await find('jp', jp, '割り当て')).toEqual(['a'])
    expect(await find('jp', jp, 'シグナル')).toEqual(['b'])
    const th = [doc('a', 'การตั้งค่าพร็อกซีที่อยู่อาศัย', 'สร้างโปรไฟล์สำหรับแต่ละบัญชี กำหนดพร็อกซีที่สะอาด'), doc('b', 'การทำงานร่วมกันในทีม', 'แพลตฟอร์มตรวจสอบสัญญาณหลายอย่าง')]
    expect(await find('th', th, 'บัญชี')).toEqual(['a'])
    expect(await find('th', th, 'พร็อกซี')).toEqual(['a'])
    expect(await find('th', th, 'สัญญาณ')).toEqual(['b'])
  })

  it('finds a loanword the dictionary cuts differently in context, and ranks its title above a near miss', async () => {
    // Alone "พร็อกซี" is cut "พร็|อก|ซี", after "จัดการ" "…รพ|ร็|อก|ซี" (Intl.Segmenter's Thai dictionary lacks it).
    const th = [doc('faq', 'Polyprofile จัดการพร็อกซีที่อยู่อาศัยอย่างไร?', ''), doc('other', 'การทำงานร่วมกันในทีม', 'กำหนดพร็อกซีที่สะอาด')]
    expect(await find('th', th, 'พร็อกซี')).toEqual(['faq', 'other'])
    // "プロ" begins "プロファイル" as well as "プロキシ": the page about profiles must not come first for "proxy".
    const jp = [
      doc('profiles', 'プロファイル管理', 'クリーンなプロキシを割り当てます。'),
      doc('proxies', 'レジデンシャルプロキシ：実践ガイド', 'クリーンなプロキシ。'),
    ]
    expect(await find('jp', jp, 'プロキシ')).toEqual(['proxies', 'profiles'])
  })

  it('finds Korean words with a particle attached, and Vietnamese without its accents', async () => {
    expect(await find('ko', [doc('a', '주거용 프록시를 설정하기', '')], '프록시')).toEqual(['a'])
    expect(await find('vn', [doc('a', 'Thiết lập proxy dân cư', '')], 'dan cu')).toEqual(['a'])
  })
})
