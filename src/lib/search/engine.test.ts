import { describe, expect, it } from 'vitest'
import type { Locale } from '@/i18n/locales'
import { createSearchIndex, queryIndex, type SearchDoc } from './engine'
import type { SearchSection } from './query'
import { COMPOUNDS, SYNONYMS } from './synonyms'

const doc = (
  id: string,
  title: string,
  body: string,
  section: SearchSection = 'helps',
  excerpt = '',
): SearchDoc => ({
  id,
  section,
  title,
  excerpt,
  body,
  url: `/${section}/${id}`,
})

/** The ids (urls) a query finds in an index of these documents, best first. */
async function find(locale: Locale, docs: SearchDoc[], q: string, section?: SearchSection) {
  const index = await createSearchIndex(docs, locale)
  const { results, total } = await queryIndex(index, { q, locale, section, limit: 20 })
  expect(total).toBe(results.length)
  return results.map((r) => r.url.split('/').pop())
}

describe('search index', () => {
  const en = [
    doc('set-up-proxies', 'Setting up residential proxies', 'Assign each profile its own address.'),
    doc(
      'fix-cookies',
      'Troubleshooting cookie management',
      'Create a profile for each account, assign a clean proxy, and keep the same settings.',
    ),
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
    const ru = [
      doc('rpa', 'RPA-автоматизация', 'Настройка автоматизации для каждого профиля.'),
      doc('other', 'Командная работа', 'Профили команды.'),
    ]
    for (const q of ['автоматизация', 'автоматизацию', 'автоматизацией', 'автоматизации'])
      expect(await find('ru', ru, q), q).toEqual(['rpa'])
  })

  it('finds a word inside unspaced Chinese, Japanese and Thai text', async () => {
    const zh = [
      doc('a', '住宅代理：实用指南', '为每个账号创建独立环境，分配干净的代理。'),
      doc('b', '团队协作', '平台在信任一个账号之前会检查许多信号。'),
    ]
    expect(await find('zh', zh, '代理')).toEqual(['a'])
    expect(await find('zh', zh, '环境')).toEqual(['a'])
    expect(await find('zh', zh, '信号')).toEqual(['b'])
    const jp = [
      doc(
        'a',
        'レジデンシャルプロキシの設定方法',
        'クリーンなプロキシを割り当て、作業のたびに同じ設定を保ちましょう。',
      ),
      doc('b', 'チーム連携', 'プラットフォームは多くのシグナルを確認します。'),
    ]
    expect(await find('jp', jp, 'プロキシ')).toEqual(['a'])
    expect(await find('jp', jp, '割り当て')).toEqual(['a'])
    expect(await find('jp', jp, 'シグナル')).toEqual(['b'])
    const th = [
      doc('a', 'การตั้งค่าพร็อกซีที่อยู่อาศัย', 'สร้างโปรไฟล์สำหรับแต่ละบัญชี กำหนดพร็อกซีที่สะอาด'),
      doc('b', 'การทำงานร่วมกันในทีม', 'แพลตฟอร์มตรวจสอบสัญญาณหลายอย่าง'),
    ]
    expect(await find('th', th, 'บัญชี')).toEqual(['a'])
    expect(await find('th', th, 'พร็อกซี')).toEqual(['a'])
    expect(await find('th', th, 'สัญญาณ')).toEqual(['b'])
  })

  it('finds a loanword the dictionary cuts differently in context, and ranks its title above a near miss', async () => {
    // Alone "พร็อกซี" is cut "พร็|อก|ซี", after "จัดการ" "…รพ|ร็|อก|ซี" (Intl.Segmenter's Thai dictionary lacks it).
    const th = [
      doc('faq', 'Polyprofile จัดการพร็อกซีที่อยู่อาศัยอย่างไร?', ''),
      doc('other', 'การทำงานร่วมกันในทีม', 'กำหนดพร็อกซีที่สะอาด'),
    ]
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

  /** A word's dictionary form and forms a text has instead, where the stem of one does not begin the other's. */
  const forms: [Locale, string, string[]][] = [
    ['ru', 'отпечаток', ['отпечатки', 'отпечатков', 'отпечатком']],
    ['ru', 'ошибка', ['ошибок']],
    ['ru', 'окно', ['окон']],
    ['uk', 'відбиток', ['відбитки', 'відбитків']],
    ['uk', 'помилка', ['помилок']],
    ['uk', 'автоматизація', ['автоматизації']],
    ['es', 'proxy', ['proxies']],
    ['es', 'huella', ['huellas']],
    ['pt', 'impressão', ['impressões']],
    ['pt', 'perfil', ['perfis']],
    ['pt', 'digital', ['digitais']],
    ['fr', 'proxy', ['proxies']],
    ['fr', 'empreinte', ['empreintes']],
    ['tr', 'hesap', ['hesabı', 'hesapları']],
    ['tr', 'tarayıcı', ['tarayıcılar']],
  ]

  it.each(forms)(
    '%s: finds "%s" and its other forms from each other',
    async (locale, lemma, others) => {
      for (const other of others) {
        expect(
          await find(locale, [doc('a', 'A', `${other}.`), doc('b', 'B', 'zzz')], lemma),
          `${lemma} → ${other}`,
        ).toEqual(['a'])
        expect(
          await find(locale, [doc('a', 'A', `${lemma}.`), doc('b', 'B', 'zzz')], other),
          `${other} → ${lemma}`,
        ).toEqual(['a'])
      }
    },
  )

  it('finds every phrase of a synonym group from every other, in each language', async () => {
    for (const [locale, groups] of Object.entries(SYNONYMS) as [Locale, string[][]][]) {
      for (const group of groups) {
        for (const written of group) {
          const index = await createSearchIndex(
            [doc('with', 'A', `${written}.`), doc('without', 'B', 'zzz')],
            locale,
          )
          for (const asked of group) {
            const { results } = await queryIndex(index, { q: asked, locale, limit: 20 })
            expect(
              results.map((r) => r.url),
              `${locale}: "${asked}" finds "${written}"`,
            ).toEqual(['/helps/with'])
          }
        }
      }
    }
  })

  it('does not take a longer word with another meaning for the one it contains: a proxy ranks above an agency', async () => {
    const tc = [
      doc(
        'agency',
        '數位行銷代理商：多帳號防關聯指紋瀏覽器',
        '行銷代理商為每個客戶帳號設定獨立環境與代理。',
      ),
      doc(
        'proxy',
        '住宅代理：實用指南',
        '平台在信任一個帳號之前會檢查許多訊號。為每個帳號建立獨立環境，分配乾淨的代理，並在每次工作時保持相同的設定。',
      ),
      doc('reseller', '成為代理商', '加入我們的代理商計畫。'),
    ]
    expect(COMPOUNDS.tc).toContain('代理商')
    expect(await find('tc', tc, '代理')).toEqual(['proxy', 'agency'])
    expect(await find('tc', tc, '代理商')).toEqual(['reseller', 'agency'])
  })

  it('ranks a page whose title has the word above a short page that only mentions it, however its forms add up', async () => {
    const filler =
      'Most linked accounts we investigate were not caught by a clever detection script, but by a setting someone changed, copied or forgot. '
    const docs = [
      doc(
        'scraping',
        'Web scraping',
        'Fingerprinting checks see fingerprinted profiles; keep fingerprints consistent.',
        'pages',
        'Profiles with consistent fingerprints and proxies.',
      ),
      doc(
        'mistakes',
        'Seven fingerprint mistakes that get accounts linked',
        `${filler.repeat(8)}One fingerprint setting.`,
        'blog',
        filler,
      ),
    ]
    expect(await find('en', docs, 'fingerprint')).toEqual(['mistakes', 'scraping'])
    expect(await find('en', docs, 'fingerprnt')).toEqual(['mistakes', 'scraping'])
  })

  it('ranks a title with the word as typed above a partner whose title has only a synonym of it', async () => {
    const zh = [
      doc(
        'mobilenet',
        'MobileNet Proxies',
        '免费试用三天',
        'partners',
        '4G 和 5G 移动代理，支持按需切换 IP。',
      ),
      doc(
        'proxies-guide',
        '住宅、移动还是数据中心：如何为每个环境选择代理',
        '住宅代理的价格最高，数据中心代理最便宜。移动代理的出口地址由许多真实用户共用，平台很少封禁。'.repeat(
          6,
        ),
        'blog',
        '在加载第一个页面之前，代理类型就已经决定了环境看起来有多可信。本文从价格、稳定性和风险三个方面，对比住宅、移动、ISP 和数据中心代理。',
      ),
      doc('team', '团队协作', '每个成员的环境可以使用不同的代理。', 'helps'),
    ]
    expect(await find('zh', zh, '代理')).toEqual(['proxies-guide', 'mobilenet', 'team'])
  })

  it('corrects one typo in a word of five letters or more, and only where the word finds nothing', async () => {
    const docs = [
      doc('fingerprints', 'Browser fingerprints', 'Each profile has its own fingerprint.'),
      doc('proxies', 'Residential proxies', 'Assign a clean proxy.'),
      doc('prose', 'Prose', 'Proxy-free writing about a fingerprint.'),
    ]
    expect(await find('en', docs, 'fingerprnt')).toEqual(['fingerprints', 'prose'])
    expect(await find('en', docs, 'fingreprint')).toEqual(['fingerprints', 'prose'])
    expect(await find('en', docs, 'residental proxy')).toEqual(['proxies'])
    // A word the pages have finds itself only, not its neighbours; a short word is not corrected.
    expect(await find('en', docs, 'prose')).toEqual(['prose'])
    expect(await find('en', docs, 'prxy')).toEqual([])
    expect(await find('ru', [doc('a', 'Отпечатки браузера', '')], 'отпечатак')).toEqual(['a'])
  })
})
