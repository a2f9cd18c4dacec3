/**
 * The product's screens the site draws in HTML (src/components/screens): which screens exist, whose accounts
 * their sample rows show ("scenes"), and which screen each feature and solution page shows. Pure data, shared by
 * the CMS fields (select options), the seed and the components.
 */
import { solutionIds, type FeatureId, type SolutionId } from './site-ids'

export const screenIds = [
  'profiles',
  'bulk',
  'fingerprint',
  'sync',
  'team',
  'automation',
  'api',
] as const
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
  generic: {
    brands: ['Facebook', 'Amazon', 'TikTok', 'Google', 'eBay', 'Instagram'],
    thing: 'account',
    host: 'facebook.com',
    tags: ['main', 'warmup', 'ads'],
  },
  'affiliate-marketing': {
    brands: ['Facebook', 'Google', 'TikTok'],
    thing: 'adAccount',
    host: 'business.facebook.com',
    tags: ['ads', 'warmup', 'verified'],
  },
  'e-commerce': {
    brands: ['Amazon', 'eBay', 'Etsy', 'Shopify', 'Walmart'],
    thing: 'store',
    host: 'sellercentral.amazon.com',
    tags: ['shop', 'main', 'verified'],
  },
  'digital-agency': {
    brands: ['Facebook', 'Google Ads', 'LinkedIn', 'TikTok'],
    thing: 'account',
    host: 'ads.google.com',
    tags: ['main', 'ads', 'backup'],
  },
  'social-marketing': {
    brands: ['Instagram', 'Facebook', 'X', 'TikTok', 'YouTube'],
    thing: 'account',
    host: 'instagram.com',
    tags: ['main', 'warmup', 'new'],
  },
  'web-scraping': {
    brands: ['Amazon', 'Zalando', 'Booking'],
    thing: 'scraper',
    host: 'zalando.de',
    tags: ['farm', 'main', 'backup'],
  },
  'traffic-arbitrage': {
    brands: ['Facebook', 'Google', 'TikTok'],
    thing: 'adAccount',
    host: 'business.facebook.com',
    tags: ['ads', 'farm', 'warmup'],
  },
  ticketing: {
    brands: ['Ticketmaster', 'Eventim', 'StubHub'],
    thing: 'account',
    host: 'ticketmaster.com',
    tags: ['main', 'verified', 'backup'],
  },
  'google-servies': {
    brands: ['Gmail', 'Google Ads', 'YouTube'],
    thing: 'account',
    host: 'ads.google.com',
    tags: ['main', 'ads', 'warmup'],
  },
  facebook: {
    brands: ['Facebook', 'Facebook BM', 'Instagram'],
    thing: 'adAccount',
    host: 'business.facebook.com',
    tags: ['ads', 'warmup', 'verified'],
  },
  'twitter-x': { brands: ['X'], thing: 'account', host: 'x.com', tags: ['main', 'warmup', 'new'] },
  tiktok: {
    brands: ['TikTok', 'TikTok Shop', 'TikTok Ads'],
    thing: 'account',
    host: 'tiktok.com',
    tags: ['main', 'shop', 'warmup'],
  },
  amazon: {
    brands: ['Amazon US', 'Amazon DE', 'Amazon UK', 'Amazon JP'],
    thing: 'store',
    host: 'sellercentral.amazon.com',
    tags: ['shop', 'verified', 'main'],
  },
  discord: {
    brands: ['Discord'],
    thing: 'account',
    host: 'discord.com',
    tags: ['main', 'farm', 'new'],
  },
  linkedin: {
    brands: ['LinkedIn'],
    thing: 'account',
    host: 'linkedin.com',
    tags: ['main', 'warmup', 'verified'],
  },
  crypto: {
    brands: ['MetaMask', 'Phantom', 'Rabby', 'OKX'],
    thing: 'wallet',
    host: 'app.uniswap.org',
    tags: ['main', 'farm', 'new'],
  },
  betting: {
    brands: ['Bet365', 'Pinnacle', 'Betfair'],
    thing: 'account',
    host: 'bet365.com',
    tags: ['main', 'verified', 'backup'],
  },
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
