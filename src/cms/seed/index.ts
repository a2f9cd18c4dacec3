/** Demo content in all 14 languages, written through Payload's Local API. */
import type { Payload } from 'payload'
import { locales, type Locale } from '@/i18n/locales'
import { featureIds } from '@/lib/site-ids'
import { seedContent } from './content'
import { seedMarketing } from './marketing'
import { homeBlocksCopy } from './home-blocks/index'
import { homeSolutions } from './home-blocks/types'
import { homeCopy } from './home-content'
import type { SeedContext } from './localized-write'

/** Demo redirects: a renamed page and a short link that leaves the site. */
const demoRedirects = [
  { from: '/price', to: '/pricing', permanent: true },
  { from: '/ru/price', to: '/ru/pricing', permanent: true },
  { from: '/tg', to: 'https://t.me/polyprofile', permanent: false },
]

/** Feature and solution names from the UI messages, so the CMS starts with the same wording. */
async function uiNames(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}.json`)).default as {
    features: Record<string, string>
    solutions: Record<string, string>
  }
  return messages
}

export async function isSeeded(payload: Payload): Promise<boolean> {
  const home = await payload.findGlobal({
    slug: 'home',
    locale: 'en',
    fallbackLocale: false,
    depth: 0,
  })
  const posts = await payload.count({ collection: 'posts', overrideAccess: true })
  const pages = await payload.count({ collection: 'pages', overrideAccess: true })
  return Boolean(home.hero?.title) && posts.totalDocs > 0 && pages.totalDocs > 0
}

/** Runs one step of the seed and says what it did (the seed is the longest part of a first `npm start`). */
async function step<T>(
  log: (line: string) => void,
  what: string,
  run: () => Promise<T>,
  counted?: () => Promise<string>,
): Promise<T> {
  const started = Date.now()
  const result = await run()
  log(
    `  ${what}${counted ? `: ${await counted()}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  )
  return result
}

/**
 * `scale` multiplies the editorial documents; `fast: false` writes every language through the Local API (the
 * reference `scripts/seed-compare.ts` checks the fast path against).
 */
export async function seed(
  payload: Payload,
  {
    appUrl = 'https://app.polyprofile.com',
    scale = 1,
    fast = true,
    log = (line: string) => console.log(line),
  } = {},
): Promise<void> {
  const ctx: SeedContext = {
    overrideAccess: true,
    context: { seeding: true, languagesOneByOne: !fast },
    depth: 0,
  }
  const count = async (
    ...collections: (
      | 'posts'
      | 'news'
      | 'guides'
      | 'helps'
      | 'docs'
      | 'release'
      | 'faqs'
      | 'pages'
      | 'partners'
      | 'redirects'
    )[]
  ) =>
    (
      await Promise.all(
        collections.map(
          async (c) =>
            `${(await payload.count({ collection: c, overrideAccess: true })).totalDocs} ${c}`,
        ),
      )
    ).join(', ')
  log(`Seeding demo content in ${locales.length} languages (scale ${scale})…`)

  await step(log, `site settings and home page in ${locales.length} languages`, () =>
    seedHome(payload, appUrl, ctx),
  )
  if ((await payload.count({ collection: 'posts', overrideAccess: true })).totalDocs === 0) {
    await step(
      log,
      'editorial sections',
      () => seedContent(payload, ctx, scale),
      () => count('posts', 'news', 'guides', 'helps', 'docs', 'release', 'faqs'),
    )
  }
  if ((await payload.count({ collection: 'pages', overrideAccess: true })).totalDocs === 0) {
    await step(
      log,
      'marketing pages and partners',
      () => seedMarketing(payload, ctx, uiNames),
      () => count('pages', 'partners'),
    )
  }
  await step(
    log,
    'chat settings and demo redirects',
    () => seedSettings(payload, ctx),
    () => count('redirects'),
  )
}

/** The demo figures of the home page's social-proof strip, as an editor would enter them. */
const DEMO_PROOF = {
  users: 210_000,
  rating: 4.8,
  reviews: 1_240,
  rating_source: 'Capterra',
  rating_url: 'https://www.capterra.com/p/polyprofile/',
}
/** Demo customers, shown as wordmarks (no logo uploaded). */
const DEMO_CUSTOMERS = [
  'Northwind Ads',
  'Kestrel Commerce',
  'Bluefin Data',
  'Orbit Affiliates',
  'Lumen Retail',
  'Vector Labs',
]
const DEMO_TESTIMONIAL_NAMES = ['Marta Kowalska', 'Diego Ramos', 'Chen Yu']

/** Site settings and the home page: English first creates the array rows, other languages fill the same rows. */
async function seedHome(payload: Payload, appUrl: string, ctx: SeedContext) {
  let featureRows: { id?: string | null }[] = []
  let solutionRows: { id?: string | null }[] = []
  let logoRows: { id?: string | null }[] = []
  let testimonialRows: { id?: string | null }[] = []
  for (const locale of ['en', ...locales.filter((l) => l !== 'en')] as Locale[]) {
    const copy = homeCopy[locale]
    const blocks = homeBlocksCopy[locale]
    const names = await uiNames(locale)
    await payload.updateGlobal({
      slug: 'site',
      locale,
      data: {
        title: 'Polyprofile',
        keywords: copy.seoKeywords,
        description: copy.seoDescription,
        tagline: copy.tagline,
        register_url: `${appUrl}/register`,
        login_url: `${appUrl}/login`,
      },
      ...ctx,
    })
    const home = await payload.updateGlobal({
      slug: 'home',
      locale,
      data: {
        // Published: visitors read only the published version of the page globals (src/cms/globals/page-global.ts).
        _status: 'published',
        seo: {
          seo_title: copy.seoTitle,
          seo_description: copy.seoDescription,
          seo_keywords: copy.seoKeywords,
        },
        hero: {
          eyebrow: copy.eyebrow,
          title: copy.title,
          subtitle: copy.subtitle,
          primary_label: copy.primary,
          secondary_label: copy.secondary,
        },
        picture: { alt: blocks.heroImageAlt },
        proof: {
          ...DEMO_PROOF,
          users_text: blocks.proof.users,
          rating_text: blocks.proof.rating,
          logos_title: blocks.proof.logosTitle,
          logos: DEMO_CUSTOMERS.map((name, i) => ({ id: logoRows[i]?.id ?? undefined, name })),
        },
        features_title: copy.featuresTitle,
        features: featureIds.map((feature, i) => ({
          id: featureRows[i]?.id ?? undefined,
          feature,
          title: names.features[feature] as string,
          description: copy.features[feature],
        })),
        solutions_title: copy.solutionsTitle,
        solutions: homeSolutions.map((solution, i) => ({
          id: solutionRows[i]?.id ?? undefined,
          solution,
          title: names.solutions[solution] as string,
          description: blocks.solutions[solution],
        })),
        testimonials_title: blocks.testimonialsTitle,
        testimonials: blocks.testimonials.map((item, i) => ({
          id: testimonialRows[i]?.id ?? undefined,
          name: DEMO_TESTIMONIAL_NAMES[i] as string,
          quote: item.quote,
          role: item.role,
        })),
        pricing_teaser: blocks.pricingTeaser,
        latest_title: blocks.latestTitle,
        download: { title: copy.download[0], text: copy.download[1], button: copy.download[2] },
        register: { title: copy.register[0], text: copy.register[1], button: copy.register[2] },
      },
      ...ctx,
    })
    featureRows = home.features ?? []
    solutionRows = home.solutions ?? []
    logoRows = home.proof?.logos ?? []
    testimonialRows = home.testimonials ?? []
  }
}

/** The chat settings and the demo redirects. */
async function seedSettings(payload: Payload, ctx: SeedContext) {
  await payload.updateGlobal({
    slug: 'chat',
    data: {
      languages: locales.map((lang) => ({
        lang,
        provider: (lang === 'zh' || lang === 'tc'
          ? 'HUAN_XIN'
          : lang === 'ru'
            ? 'SS_HUMAN'
            : 'SS_ROBOT') as 'HUAN_XIN' | 'SS_HUMAN' | 'SS_ROBOT',
        script: `<script async src="https://widget.polyprofile.com/chat-${lang}.js"></script>`,
      })),
      defaultScript: '<script async src="https://widget.polyprofile.com/chat-en.js"></script>',
      noChatIps: '198.51.100.250',
      choose: { easemobCountries: 'CN', timezone: 'Asia/Shanghai' },
    },
    ...ctx,
  })

  for (const redirect of demoRedirects) {
    const existing = await payload.count({
      collection: 'redirects',
      where: { from: { equals: redirect.from } },
      ...ctx,
    })
    if (existing.totalDocs === 0)
      await payload.create({ collection: 'redirects', data: redirect, ...ctx })
  }
}

/** Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD when no user exists yet. */
export async function ensureAdmin(
  payload: Payload,
  email: string,
  password: string,
): Promise<'created' | 'exists' | 'skipped'> {
  if (!email || !password) return 'skipped'
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return 'exists'
  await payload.create({
    collection: 'users',
    data: { email, password, roles: 'admin', name: 'Admin' },
    overrideAccess: true,
  })
  return 'created'
}
