/** Known bots by kind, told by their user agent, so an operator can tell a crawler wave from a broken beacon. */
const KINDS = [
  [
    'headless',
    /headless|lighthouse|pagespeed|chrome-lighthouse|ptst\/|gtmetrix|phantomjs|puppeteer|playwright|selenium/i,
  ],
  [
    'scripted',
    /curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|okhttp|go-http-client|java\/|libwww|scrapy|axios\//i,
  ],
  [
    'crawler',
    /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|monitor|uptime/i,
  ],
] as const

export type BotReason = (typeof KINDS)[number][0] | 'no-agent'

/** Why a user agent counts as a bot, or null for a person's browser (a missing or tiny agent is 'no-agent'). */
export function botReason(ua: string | null | undefined): BotReason | null {
  if (!ua || ua.trim().length < 10) return 'no-agent'
  return KINDS.find(([, pattern]) => pattern.test(ua))?.[0] ?? null
}

/** Whether a user agent is a bot or an automated browser (an empty agent counts as one). */
export const isBotUserAgent = (ua: string | null | undefined): boolean => botReason(ua) !== null

/** Whether a user agent is a crawler, link previewer or monitor (they index each language's own address). */
export const isCrawler = (ua: string | null | undefined): boolean => botReason(ua) === 'crawler'
