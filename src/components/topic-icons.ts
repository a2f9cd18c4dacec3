/** The icon of each feature, solution and use case, wherever a card names one (home page, use-case pages). */
import type { FeatureId, SolutionId } from '@/lib/site-ids'
import type { UseCaseSlug } from '@/lib/use-cases'
import type { IconName } from './icons'

export const featureIcon: Record<FeatureId, IconName> = {
  'multi-account-management': 'users',
  synchronizer: 'sync',
  rpa: 'robot',
  'local-api': 'code',
  'multi-profiles-management': 'layers',
  teamwork: 'user',
}

export const solutionIcon: Record<SolutionId, IconName> = {
  'affiliate-marketing': 'link',
  'e-commerce': 'cart',
  'digital-agency': 'briefcase',
  'social-marketing': 'megaphone',
  'web-scraping': 'database',
  'traffic-arbitrage': 'chart',
  ticketing: 'ticket',
  'google-servies': 'search',
  facebook: 'users',
  'twitter-x': 'hash',
  tiktok: 'music',
  amazon: 'package',
  discord: 'headset',
  linkedin: 'id-card',
  crypto: 'coin',
  betting: 'dice',
}

export const useCaseIcon: Record<UseCaseSlug, IconName> = {
  traffic: 'chart',
  'ad-placement': 'megaphone',
  'e-commerce': 'cart',
  'affiliate-market': 'link',
  'media-market': 'play',
  'data-collection': 'database',
  betting: 'dice',
  crypto: 'coin',
  agencies: 'briefcase',
  'price-comparison': 'tag',
  ticketing: 'ticket',
  'self-examination': 'clipboard',
  'web-scraping': 'code',
}
