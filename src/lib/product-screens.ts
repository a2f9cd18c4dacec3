/**
 * The product's screens the site draws in HTML (src/components/screens): which screens exist, whose accounts
 * their sample rows show ("scenes"), and which screen each feature and solution page shows. Pure data, shared by
 * the CMS fields (select options), the seed and the components.
 */
import { solutionIds, type FeatureId, type SolutionId } from './site-ids'

export const screenIds = ['profiles', 'bulk', 'fingerprint', 'sync', 'team', 'automation', 'api'] as const
export type ScreenId = (typeof screenIds)[number]

export const sceneIds = ['generic', ...solutionIds] as const
export type SceneId = (typeof sceneIds)[number]

/** The nouns a profile's name is made of (translated in messages `screens.things`). */
export type ThingKey = 'account' | 'store' | 'adAccount' | 'wallet' | 'scraper'
/** Tags on the sample profiles (translated in messages `screens.tags`). */
export type TagKey = 'main' | 'warmup' | 'ads' | 'shop' | 'farm' | 'verified' | 'backup' | 'new'

export interface Scene {
  /** Brand or site words of the profiles' names (not translated: product names), used in turn. */
  brands: string[]
  thing: ThingKey
  /** The site the browser windows show. */
  host: string
  tags: [TagKey, TagKey, TagKey]
}

export const scenes: Record<SceneId, Scene> = {
  generic: { brands: ['Facebook', 'Amazon', 'TikTok', 'Google', 'eBay', 'Instagram'], thing: 'account', host: 'facebook.com', tags: ['main', 'warmup', 'ads'] },
  'affiliate-marketing': { brands: ['Facebook', 'Google', 'TikTok'], thing: 'adAccount', host: 'business.facebook.com', tags: ['ads', 'warmup', 'verified'] },
  'e-commerce': {
    brands: ['Amazon', 'eBay', 'Etsy', 'Shopify', 'Walmart'],
    thing: 'store',
    host: 'sellercentral.amazon.com',
    tags: ['shop', 'main', 'verified'],
  },
  'digital-agency': { brands: ['Facebook', 'Google Ads', 'LinkedIn', 'TikTok'], thing: 'account', host: 'ads.google.com', tags: ['main', 'ads', 'backup'] },
  'social-marketing': { brands: ['Instagram', 'Facebook', 'X', 'TikTok', 'YouTube'], thing: 'account', host: 'instagram.com', tags: ['main', 'warmup', 'new'] },
  'web-scraping': { brands: ['Amazon', 'Zalando', 'Booking'], thing: 'scraper', host: 'zalando.de', tags: ['farm', 'main', 'backup'] },
  'traffic-arbitrage': { brands: ['Facebook', 'Google', 'TikTok'], thing: 'adAccount', host: 'business.facebook.com', tags: ['ads', 'farm', 'warmup'] },
  ticketing: { brands: ['Ticketmaster', 'Eventim', 'StubHub'], thing: 'account', host: 'ticketmaster.com', tags: ['main', 'verified', 'backup'] },
  'google-servies': { brands: ['Gmail', 'Google Ads', 'YouTube'], thing: 'account', host: 'ads.google.com', tags: ['main', 'ads', 'warmup'] },
  facebook: { brands: ['Facebook', 'Facebook BM', 'Instagram'], thing: 'adAccount', host: 'business.facebook.com', tags: ['ads', 'warmup', 'verified'] },
  'twitter-x': { brands: ['X'], thing: 'account', host: 'x.com', tags: ['main', 'warmup', 'new'] },
  tiktok: { brands: ['TikTok', 'TikTok Shop', 'TikTok Ads'], thing: 'account', host: 'tiktok.com', tags: ['main', 'shop', 'warmup'] },
  amazon: {
    brands: ['Amazon US', 'Amazon DE', 'Amazon UK', 'Amazon JP'],
    thing: 'store',
    host: 'sellercentral.amazon.com',
    tags: ['shop', 'verified', 'main'],
  },
  discord: { brands: ['Discord'], thing: 'account', host: 'discord.com', tags: ['main', 'farm', 'new'] },
  linkedin: { brands: ['LinkedIn'], thing: 'account', host: 'linkedin.com', tags: ['main', 'warmup', 'verified'] },
  crypto: { brands: ['MetaMask', 'Phantom', 'Rabby', 'OKX'], thing: 'wallet', host: 'app.uniswap.org', tags: ['main', 'farm', 'new'] },
  betting: { brands: ['Bet365', 'Pinnacle', 'Betfair'], thing: 'account', host: 'bet365.com', tags: ['main', 'verified', 'backup'] },
}

/** The screen each feature page shows. */
export const featureScreen: Record<FeatureId, ScreenId> = {
  'multi-account-management': 'fingerprint',
  synchronizer: 'sync',
  rpa: 'automation',
  'local-api': 'api',
  'multi-profiles-management': 'bulk',
  teamwork: 'team',
}

/** The screen each solution page shows (with the solution's own scene). */
export const solutionScreen: Record<SolutionId, ScreenId> = {
  'affiliate-marketing': 'profiles',
  'e-commerce': 'profiles',
  'digital-agency': 'team',
  'social-marketing': 'sync',
  'web-scraping': 'api',
  'traffic-arbitrage': 'bulk',
  ticketing: 'sync',
  'google-servies': 'profiles',
  facebook: 'profiles',
  'twitter-x': 'sync',
  tiktok: 'profiles',
  amazon: 'profiles',
  discord: 'automation',
  linkedin: 'fingerprint',
  crypto: 'profiles',
  betting: 'fingerprint',
}

/** Countries of the sample proxies, in turn (their flags are drawn in CSS: `.ps-flag-{code}`). */
export const PROXY_COUNTRIES = ['us', 'de', 'gb', 'fr', 'nl', 'jp', 'pl', 'es', 'ca', 'se', 'it'] as const
/** Each proxy country's time zone and language: what a consistent fingerprint reports there. */
export const countryLocale: Record<(typeof PROXY_COUNTRIES)[number], { zone: string; tag: string }> = {
  us: { zone: 'America/New_York', tag: 'en-US' },
  de: { zone: 'Europe/Berlin', tag: 'de-DE' },
  gb: { zone: 'Europe/London', tag: 'en-GB' },
  fr: { zone: 'Europe/Paris', tag: 'fr-FR' },
  nl: { zone: 'Europe/Amsterdam', tag: 'nl-NL' },
  jp: { zone: 'Asia/Tokyo', tag: 'ja-JP' },
  pl: { zone: 'Europe/Warsaw', tag: 'pl-PL' },
  es: { zone: 'Europe/Madrid', tag: 'es-ES' },
  ca: { zone: 'America/Toronto', tag: 'en-CA' },
  se: { zone: 'Europe/Stockholm', tag: 'sv-SE' },
  it: { zone: 'Europe/Rome', tag: 'it-IT' },
}

/** What the fingerprint editor shows for a profile's system. */
export const systemFingerprint = {
  windows: {
    os: 'Windows 11',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (NVIDIA, GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)',
    screen: '1920 × 1080',
    fonts: 214,
  },
  apple: {
    os: 'macOS 14',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    screen: '1512 × 982',
    fonts: 287,
  },
  linux: {
    os: 'Ubuntu 22.04',
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 630 (CFL GT2), OpenGL 4.6)',
    screen: '1920 × 1080',
    fonts: 96,
  },
} as const

export type OsKey = keyof typeof systemFingerprint
const OSES: OsKey[] = ['windows', 'apple', 'windows', 'linux', 'apple', 'windows']

export interface SampleProfile {
  brand: string
  /** The profile's number among those of its brand. */
  n: number
  os: OsKey
  country: (typeof PROXY_COUNTRIES)[number]
  /** An address of the documentation ranges (RFC 5737), never a real host. */
  proxy: string
  tags: TagKey[]
  running: boolean
}

/** A scene's sample profiles: the same every render (no randomness in a static page). */
export function sampleProfiles(sceneId: SceneId, count = 6): SampleProfile[] {
  const scene = scenes[sceneId]
  const seen = new Map<string, number>()
  const offset = sceneIds.indexOf(sceneId)
  return Array.from({ length: count }, (_, i) => {
    const brand = scene.brands[i % scene.brands.length] as string
    const n = (seen.get(brand) ?? 0) + 1
    seen.set(brand, n)
    const country = PROXY_COUNTRIES[(offset + i) % PROXY_COUNTRIES.length] as SampleProfile['country']
    const net = ['203.0.113', '198.51.100', '192.0.2'][i % 3] as string
    return {
      brand,
      n,
      os: OSES[i % OSES.length] as OsKey,
      country,
      proxy: `${net}.${(17 + offset * 7 + i * 29) % 250}:${[8000, 1080, 3128][i % 3]}`,
      tags: i % 3 === 2 ? [scene.tags[2]] : [scene.tags[i % 2] as TagKey, scene.tags[(i % 2) + 1] as TagKey],
      running: i === 0 || i === 3,
    }
  })
}
