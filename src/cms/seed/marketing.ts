/** Demo marketing pages, partners, pricing and download texts in all 14 languages. */
import type { Payload } from 'payload'
import type { Page } from '@/cms/payload-types'
import { alternativeOffered, solutionOffered } from '@/i18n/availability'
import { locales, type Locale } from '@/i18n/locales'
import { pagePath, type PageSection } from '@/lib/page-paths'
import {
  alternativeIds,
  competitorNames,
  featureIds,
  solutionIds,
  type AlternativeId,
} from '@/lib/site-ids'
import { shownUseCases } from '@/lib/use-cases'
import { featureScreen, solutionScreen, type SceneId, type ScreenId } from '@/lib/product-screens'
import { homeCopy } from './home-content'
import { lexical } from './lexical'
import { createInLanguages, type SeedContext } from './localized-write'
import { legalCopy } from './legal/index'
import { marketingCopy } from './marketing/index'
import type { Cta, MarketingCopy, Pair, PageSeo, SolutionPage } from './marketing/types'

type Block = NonNullable<Page['layout']>[number]

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all)

/** The date every demo comparison claim says it was checked on. */
const CHECKED_ON = '2026-11-02T00:00:00.000Z'

/** Demo facts per competitor: [free plan, entry price, profiles in entry plan, members, linux, synchronizer, rpa, local api]. */
const competitors: Record<
  AlternativeId,
  {
    name: string
    facts: [string, string, string, string, string, string, string, string]
    source: string
  }
> = {
  'gologin-alternative': {
    name: competitorNames['gologin-alternative'],
    facts: ['yes', '$49', '100', '1', 'yes', 'no', 'no', 'yes'],
    source: 'https://gologin.com/pricing',
  },
  'incogniton-alternative': {
    name: competitorNames['incogniton-alternative'],
    facts: ['yes', '$29.99', '50', '3', 'no', 'yes', 'no', 'yes'],
    source: 'https://incogniton.com/pricing',
  },
  'dolphin-anty-alternative': {
    name: competitorNames['dolphin-anty-alternative'],
    facts: ['yes', '$89', '100', '1', 'yes', 'yes', 'no', 'yes'],
    source: 'https://dolphin-anty.com/pricing',
  },
  'multilogin-alternative': {
    name: competitorNames['multilogin-alternative'],
    facts: ['no', '€99', '100', '1', 'yes', 'no', 'no', 'yes'],
    source: 'https://multilogin.com/pricing',
  },
  'octo-browser-alternative': {
    name: competitorNames['octo-browser-alternative'],
    facts: ['no', '€29', '10', '1', 'yes', 'no', 'no', 'yes'],
    source: 'https://octobrowser.net/pricing',
  },
  'undetectable-alternative': {
    name: competitorNames['undetectable-alternative'],
    facts: ['yes', '$49', '50', '1', 'no', 'no', 'no', 'yes'],
    source: 'https://undetectable.io/pricing',
  },
  'ziniao-alternative': {
    name: competitorNames['ziniao-alternative'],
    facts: ['no', '$12', '1', '1', 'no', 'no', 'yes', 'no'],
    source: 'https://www.ziniao.com/price',
  },
}
const OURS = ['yes', '$9', '100', '3', 'yes', 'yes', 'yes', 'yes'] as const

const cards = (items: Pair[], link?: (i: number) => string | undefined) =>
  items.map(([title, text], i) => ({ title, text, link: link?.(i) }))
const hero = (
  eyebrow: string | undefined,
  title: string,
  subtitle: string,
  buttons = true,
  screen?: { screen: ScreenId; scene: SceneId },
): Block => ({
  blockType: 'hero',
  eyebrow,
  title,
  subtitle,
  ...screen,
  primary: { action: buttons ? 'register' : 'none' },
  secondary: { action: buttons ? 'download' : 'none' },
})
const cta = ([title, text, label]: Cta, action: 'register' | 'pre-sales' = 'register'): Block => ({
  blockType: 'cta',
  title,
  text,
  button: { label, action },
})
const faq = (title: string, items: Pair[]): Block => ({
  blockType: 'faq',
  title,
  items: items.map(([question, answer]) => ({ question, answer })),
})
const seoOf = (seo: PageSeo, values: Record<string, string> = {}) => ({
  seo_title: fill(seo.title, values),
  seo_description: fill(seo.description, values),
})

const required = <T>(value: T | undefined, what: string): T => {
  if (value === undefined)
    throw new Error(`Seed: no copy for ${what}, and no template to make it from`)
  return value
}

/** A language's template filled with a solution's name: the copy until the language has the solution's own page. */
function filledTemplate(labels: MarketingCopy['solution'], name: string, id: string): SolutionPage {
  const what = `solution ${id}`
  const seo = required(labels.seo, what)
  return {
    seo: { title: fill(seo.title, { name }), description: fill(seo.description, { name }) },
    title: fill(required(labels.title, what), { name }),
    subtitle: fill(required(labels.subtitle, what), { name }),
    benefits: required(labels.benefits, what),
    faq: required(labels.faq, what),
  }
}

interface PageSpec {
  section: PageSection
  slug: string
  offered: (locale: Locale) => boolean
  build: (
    copy: MarketingCopy,
    locale: Locale,
    names: UiNames,
  ) => { title: string; seo: ReturnType<typeof seoOf>; layout: Block[] }
}

interface UiNames {
  features: Record<string, string>
  solutions: Record<string, string>
}

const links = {
  website: 'https://polyprofile.com',
  blog: '/blog',
  help: '/helps',
  telegram: 'https://t.me/polyprofile',
  youtube: 'https://www.youtube.com/@polyprofile',
  twitter: 'https://x.com/polyprofile',
  discord: 'https://discord.gg/polyprofile',
  github: 'https://github.com/polyprofile',
} as const

function pageSpecs(): PageSpec[] {
  const specs: PageSpec[] = []
  for (const id of solutionIds) {
    specs.push({
      section: 'solutions',
      slug: id,
      offered: (l) => solutionOffered(id, l),
      build: ({ solution: labels, solutions }, _l, names) => {
        const name = names.solutions[id] as string
        const c = solutions?.[id] ?? filledTemplate(labels, name, id)
        return {
          title: name,
          seo: seoOf(c.seo),
          layout: [
            hero(labels.eyebrow, c.title, c.subtitle, true, {
              screen: solutionScreen[id],
              scene: id,
            }),
            {
              blockType: 'features',
              title: labels.benefitsTitle,
              style: 'grid',
              items: cards(c.benefits),
            },
            faq(labels.faqTitle, c.faq),
            cta(labels.cta),
          ],
        }
      },
    })
  }
  for (const id of featureIds) {
    specs.push({
      section: 'page',
      slug: id,
      offered: () => true,
      build: ({ feature: labels, features }, locale, names) => {
        const name = names.features[id] as string
        const own = features?.[id]
        const c = own ?? {
          seo: required(labels.seo, `feature ${id}`),
          subtitle: homeCopy[locale].features[id],
          how: required(labels.how, `feature ${id}`),
        }
        const others = featureIds.filter((other) => other !== id)
        return {
          title: name,
          seo: seoOf(c.seo, { name }),
          layout: [
            hero(labels.eyebrow, name, c.subtitle, true, {
              screen: featureScreen[id],
              scene: 'generic',
            }),
            { blockType: 'features', title: labels.howTitle, style: 'steps', items: cards(c.how) },
            // The other features by name: their descriptions are on their own pages and the home page.
            {
              blockType: 'features',
              title: labels.moreTitle,
              style: 'grid',
              items: others.map((other) => ({
                title: names.features[other] as string,
                link: `/${other}`,
              })),
            },
            cta(labels.cta),
          ],
        }
      },
    })
  }
  for (const id of alternativeIds) {
    const competitor = competitors[id]
    specs.push({
      section: 'alternatives',
      slug: id,
      offered: (l) => alternativeOffered(id, l),
      build: ({ alternative: c }) => {
        const values = { competitor: competitor.name }
        const r = c.rows
        const rows: [
          group: 'features' | 'pricing' | 'platforms',
          label: string,
          ours: string,
          theirs: string,
        ][] = [
          ['pricing', r.freePlan, OURS[0], competitor.facts[0]],
          ['pricing', r.startingPrice, OURS[1], competitor.facts[1]],
          ['pricing', r.profilesIncluded, OURS[2], competitor.facts[2]],
          ['pricing', r.teamMembers, OURS[3], competitor.facts[3]],
          ['platforms', r.windows, 'yes', 'yes'],
          ['platforms', r.macos, 'yes', 'yes'],
          ['platforms', r.linux, OURS[4], competitor.facts[4]],
          ['features', r.synchronizer, OURS[5], competitor.facts[5]],
          ['features', r.rpa, OURS[6], competitor.facts[6]],
          ['features', r.localApi, OURS[7], competitor.facts[7]],
          ['features', r.fingerprints, 'yes', 'yes'],
        ]
        return {
          title: fill(c.title, values),
          seo: seoOf(c.seo, values),
          layout: [
            hero(c.eyebrow, fill(c.title, values), fill(c.subtitle, values)),
            {
              blockType: 'comparison',
              title: fill(c.tableTitle, values),
              competitor: competitor.name,
              rows: rows.map(([group, label, ours, theirs]) => ({
                group,
                label,
                ours,
                theirs,
                checkedOn: CHECKED_ON,
                source: competitor.source,
              })),
            },
            { blockType: 'features', title: c.whyTitle, style: 'grid', items: cards(c.why) },
            cta(c.cta),
          ],
        }
      },
    })
  }
  const named = (slug: string, build: PageSpec['build']) =>
    specs.push({ section: 'page', slug, offered: () => true, build })
  named('use-cases', ({ useCases: c }, locale) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle),
      {
        blockType: 'useCases',
        items: shownUseCases(locale).map((slug) => ({
          slug,
          title: c.items[slug][0],
          text: c.items[slug][1],
        })),
      },
      cta(c.cta),
    ],
  }))
  named('about-us', ({ about: c }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle, false),
      { blockType: 'richText', content: lexical(c.story.map((p) => ({ p }))) },
      { blockType: 'features', title: c.valuesTitle, style: 'grid', items: cards(c.values) },
      { blockType: 'team', title: c.teamTitle },
    ],
  }))
  // The legal pages: their copy is kept apart from the marketing copy (src/cms/seed/legal).
  for (const slug of ['privacy', 'terms'] as const) {
    named(slug, (_, locale) => {
      const c = legalCopy[locale][slug]
      return {
        title: c.title,
        seo: seoOf(c.seo),
        layout: [
          hero(undefined, c.title, c.subtitle, false),
          { blockType: 'richText', content: lexical(c.body) },
        ],
      }
    })
  }
  named('links', ({ links: c }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle, false),
      {
        blockType: 'links',
        items: (Object.keys(links) as (keyof typeof links)[]).map((key) => ({
          label: c.items[key][0],
          description: c.items[key][1],
          url: links[key],
        })),
      },
    ],
  }))
  named('partner-plan', ({ partnerPlan: c }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle),
      { blockType: 'features', title: c.tiersTitle, style: 'grid', items: cards(c.tiers) },
      { blockType: 'features', title: c.stepsTitle, style: 'steps', items: cards(c.steps) },
      cta(c.cta, 'pre-sales'),
    ],
  }))
  named('referral-program', ({ referral: c }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle),
      { blockType: 'features', title: c.stepsTitle, style: 'steps', items: cards(c.steps) },
      faq(c.faqTitle, c.faq),
      cta(c.cta),
    ],
  }))
  named('pre-sales', ({ preSales: c }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle, false),
      {
        blockType: 'contact',
        formTitle: c.formTitle,
        formText: c.formText,
        contactsTitle: c.contactsTitle,
        contacts: [
          {
            channel: 'telegram',
            label: c.contacts[0],
            value: '@polyprofile_sales',
            url: 'https://t.me/polyprofile_sales',
          },
          { channel: 'email', label: c.contacts[1], value: 'sales@polyprofile.com' },
          {
            channel: 'whatsapp',
            label: c.contacts[2],
            value: '+1 555 0100',
            url: 'https://wa.me/15550100',
          },
        ],
      },
    ],
  }))
  named('partner', ({ partners: c, partnerPlan }) => ({
    title: c.title,
    seo: seoOf(c.seo),
    layout: [
      hero(undefined, c.title, c.subtitle, false),
      { blockType: 'partners' },
      cta(partnerPlan.cta, 'pre-sales'),
    ],
  }))
  return specs
}

const demoPartners = [
  {
    slug: 'proxyland',
    name: 'ProxyLand',
    category: 'proxy',
    url: 'https://proxyland.example.com',
    promoCode: 'POLY10',
  },
  {
    slug: 'mobilenet',
    name: 'MobileNet Proxies',
    category: 'proxy',
    url: 'https://mobilenet.example.com',
    promoCode: 'POLYTRIAL',
  },
  { slug: 'adcard', name: 'AdCard', category: 'payment', url: 'https://adcard.example.com' },
  {
    slug: 'solvecap',
    name: 'SolveCap',
    category: 'automation',
    url: 'https://solvecap.example.com',
    promoCode: 'POLY15',
  },
  {
    slug: 'smsbox',
    name: 'SMSBox',
    category: 'sms',
    url: 'https://smsbox.example.com',
    promoCode: 'POLY5',
  },
  {
    slug: 'affclub',
    name: 'Affiliate Club',
    category: 'community',
    url: 'https://affclub.example.com',
  },
] as const

/** Price per month [monthly, annual] in each currency. */
export const planPrices = {
  free: { USD: [0, 0], BRL: [0, 0], PLN: [0, 0], VND: [0, 0] },
  base: { USD: [9, 7.2], BRL: [49.9, 39.9], PLN: [39, 31.2], VND: [229000, 183000] },
  team: { USD: [29, 23.2], BRL: [159, 127.2], PLN: [119, 95.2], VND: [739000, 591000] },
} as const
const planLimits = [
  { key: 'free', profiles: 5, members: 1 },
  { key: 'base', profiles: 100, members: 3, highlighted: false },
  { key: 'team', profiles: 500, members: 10, highlighted: true },
  { key: 'enterprise', profiles: null, members: null, contactSales: true },
] as const
const pricingRows = (support: string[]) => [
  ['5', '100', '500', 'unlimited'],
  ['1', '3', '10', 'unlimited'],
  ['no', 'yes', 'yes', 'yes'],
  ['no', 'yes', 'yes', 'yes'],
  ['no', 'no', 'yes', 'yes'],
  support,
]

/** Every marketing page: the fields its languages share, and its localized fields in each language it exists in. */
export async function marketingPages(
  uiNames: (locale: Locale) => Promise<UiNames>,
): Promise<{ shared: Record<string, unknown>; languages: [Locale, Record<string, unknown>][] }[]> {
  const order = ['en', ...locales.filter((l) => l !== 'en')] as Locale[]
  const pages = []
  for (const spec of pageSpecs()) {
    // English always exists (marked unavailable where the page is not offered); other languages only where offered.
    const languages: [Locale, Record<string, unknown>][] = []
    for (const locale of order) {
      if (!spec.offered(locale) && locale !== 'en') continue
      const built = spec.build(marketingCopy[locale], locale, await uiNames(locale))
      languages.push([
        locale,
        {
          title: built.title,
          seo: built.seo,
          layout: built.layout,
          available: spec.offered(locale),
          _status: 'published',
        },
      ])
    }
    pages.push({
      shared: { section: spec.section, slug: spec.slug, path: pagePath(spec.section, spec.slug) },
      languages,
    })
  }
  return pages
}

export async function seedMarketing(
  payload: Payload,
  ctx: SeedContext,
  uiNames: (locale: Locale) => Promise<UiNames>,
): Promise<void> {
  const order = ['en', ...locales.filter((l) => l !== 'en')] as Locale[]
  for (const page of await marketingPages(uiNames))
    await createInLanguages(payload, 'pages', page.shared, page.languages, ctx)

  for (const [i, partner] of demoPartners.entries()) {
    const languages = order.map((locale): [Locale, Record<string, unknown>] => {
      const [description, offer] = marketingCopy[locale].partners.items[i] as Pair
      return [locale, { description, offer, _status: 'published' }]
    })
    await createInLanguages(payload, 'partners', { ...partner, order: i }, languages, ctx)
  }

  let planIds: (string | null | undefined)[] = []
  let rowIds: { id?: string | null; values?: { id?: string | null }[] | null }[] = []
  let faqIds: (string | null | undefined)[] = []
  for (const locale of order) {
    const c = marketingCopy[locale].pricing
    const rowLabels = [
      c.rows.profiles,
      c.rows.members,
      c.rows.synchronizer,
      c.rows.rpa,
      c.rows.localApi,
      c.rows.support,
    ]
    const saved = await payload.updateGlobal({
      slug: 'pricing',
      locale,
      data: {
        _status: 'published',
        seo: seoOf(c.seo),
        title: c.title,
        subtitle: c.subtitle,
        plans: planLimits.map((plan, i) => {
          const prices =
            plan.key in planPrices ? planPrices[plan.key as keyof typeof planPrices] : null
          return {
            id: planIds[i] ?? undefined,
            ...plan,
            name: c.plans[i]?.[0] as string,
            description: c.plans[i]?.[1],
            prices: prices
              ? Object.entries(prices).map(([currency, [monthly, annual]]) => ({
                  currency: currency as 'USD',
                  monthly,
                  annual,
                }))
              : [],
          }
        }),
        rows: pricingRows(c.support).map((values, i) => ({
          id: rowIds[i]?.id ?? undefined,
          label: rowLabels[i] as string,
          values: values.map((value, j) => ({
            id: rowIds[i]?.values?.[j]?.id ?? undefined,
            value,
          })),
        })),
        faqTitle: c.faqTitle,
        faq: c.faq.map(([question, answer], i) => ({
          id: faqIds[i] ?? undefined,
          question,
          answer,
        })),
        countryCurrencies: [
          { country: 'BR', currency: 'BRL' },
          { country: 'PL', currency: 'PLN' },
          { country: 'VN', currency: 'VND' },
        ],
      },
      ...ctx,
    })
    planIds = (saved.plans ?? []).map((p) => p.id)
    rowIds = saved.rows ?? []
    faqIds = (saved.faq ?? []).map((f) => f.id)

    const d = marketingCopy[locale].download
    await payload.updateGlobal({
      slug: 'download',
      locale,
      data: {
        _status: 'published',
        seo: seoOf(d.seo),
        title: d.title,
        subtitle: d.subtitle,
        requirements: d.requirements,
      },
      ...ctx,
    })
  }
}
