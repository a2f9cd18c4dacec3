/** Where a visit came from, for the statistics: the referring site's registrable domain, or none for a direct visit. */
import { isOwnUrl } from './links'

/** Public suffixes of two labels that referrers commonly end in (a full list is 200 KB for a dashboard label). */
const TWO_LABEL_SUFFIXES = new Set(
  'co.uk org.uk ac.uk gov.uk co.jp ne.jp or.jp ac.jp co.kr or.kr com.cn net.cn org.cn gov.cn com.hk com.tw com.sg com.my com.au net.au org.au co.nz com.br com.ar com.mx com.tr com.ua co.in co.id co.za com.vn com.ph com.pk com.ru com.sa com.eg'.split(
    ' ',
  ),
)

/** The registrable domain of a host (`news.ycombinator.com` → `ycombinator.com`, `www.bbc.co.uk` → `bbc.co.uk`). */
export function registrableDomain(host: string): string {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.')
  // An address is its own name.
  if (labels.length <= 2 || /^[\d.]+$/.test(host) || host.includes(':')) return labels.join('.')
  const keep = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 3 : 2
  return labels.slice(-keep).join('.')
}

/**
 * What a page view's referrer says about the visit: `null` when it came from the site itself (a page within a visit:
 * the page's own host or one of the product's domains), `''` for a direct visit (no referrer, or one that is not a
 * web address, such as an app's), else the referring site's registrable domain.
 */
export function visitSource(
  referrer: unknown,
  page: string | undefined,
  ownDomains: readonly string[],
): string | null {
  if (typeof referrer !== 'string' || !referrer) return ''
  let host: string
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return ''
    host = url.hostname
  } catch {
    return ''
  }
  let pageHost = ''
  try {
    pageHost = page ? new URL(page).hostname : ''
  } catch {
    pageHost = ''
  }
  if (host === pageHost || isOwnUrl(referrer, ownDomains)) return null
  return registrableDomain(host).slice(0, 120)
}
