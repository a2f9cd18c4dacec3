/** Known bots, crawlers, link previewers and headless or scripted browsers, told by their user agent. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|headless|lighthouse|pagespeed|chrome-lighthouse|ptst\/|gtmetrix|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpclient|okhttp|go-http-client|java\/|libwww|phantomjs|puppeteer|playwright|selenium|facebookexternalhit|embedly|preview|monitor|uptime|scrapy|axios\//i

/** Whether a user agent is a bot or an automated browser (an empty agent counts as one). */
export function isBotUserAgent(ua: string | null | undefined): boolean {
  if (!ua || ua.trim().length < 10) return true
  return BOT.test(ua)
}
