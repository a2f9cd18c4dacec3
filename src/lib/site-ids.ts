/** Known page ids of the spec (section 2). */
export const solutionIds = [
  'affiliate-marketing',
  'e-commerce',
  'digital-agency',
  'social-marketing',
  'web-scraping',
  'traffic-arbitrage',
  'ticketing',
  'google-servies',
  'facebook',
  'twitter-x',
  'tiktok',
  'amazon',
  'discord',
  'linkedin',
  'crypto',
  'betting',
] as const
export type SolutionId = (typeof solutionIds)[number]

export const featureIds = [
  'multi-account-management',
  'synchronizer',
  'rpa',
  'local-api',
  'multi-profiles-management',
  'teamwork',
] as const
export type FeatureId = (typeof featureIds)[number]

export const alternativeIds = [
  'gologin-alternative',
  'incogniton-alternative',
  'dolphin-anty-alternative',
  'multilogin-alternative',
  'octo-browser-alternative',
  'undetectable-alternative',
  'ziniao-alternative',
] as const
export type AlternativeId = (typeof alternativeIds)[number]

/** The product each comparison page compares with. */
export const competitorNames: Record<AlternativeId, string> = {
  'gologin-alternative': 'GoLogin',
  'incogniton-alternative': 'Incogniton',
  'dolphin-anty-alternative': 'Dolphin Anty',
  'multilogin-alternative': 'Multilogin',
  'octo-browser-alternative': 'Octo Browser',
  'undetectable-alternative': 'Undetectable',
  'ziniao-alternative': 'Ziniao',
}
