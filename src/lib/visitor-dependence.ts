/** Whether an answer depends on who asks, beyond the address: the one rule for the proxy's caching marks and the page cache. */
import type { RouteDecision, RouteRequest } from './route-decision'

export interface VisitorDependence {
  /** Request headers besides the address that decide the answer; none: every visitor gets the same. */
  vary: readonly string[]
  /** Made for this visitor alone (a language redirect or cookie, a draft preview): nothing keeps it. */
  personal: boolean
}

const SAME_FOR_ALL: VisitorDependence = { vary: [], personal: false }
/** What language detection reads (src/i18n/detect.ts). */
const DETECTION = ['Cookie', 'Accept-Language']

/** What of the visitor's request, beyond the address, a route decision's answer depends on. */
export function visitorDependence(
  decision: RouteDecision,
  request: Pick<RouteRequest, 'preview'>,
): VisitorDependence {
  if (decision.kind === 'redirect')
    return decision.detected ? { vary: DETECTION, personal: true } : SAME_FOR_ALL
  if (request.preview) return { vary: ['Cookie'], personal: true }
  if (decision.switchedFrom) return { vary: ['Referer'], personal: true }
  // An origin's root is one page, but whether a visitor stays on it is detection's call.
  if (decision.root) return { vary: DETECTION, personal: false }
  return SAME_FOR_ALL
}

/**
 * The caching headers of an answer with this dependence (its names added to `vary`), null when it is the same for
 * everyone: private, revalidated after detection runs again, or not stored when it is the visitor's alone.
 */
export function visitorHeaders(
  dependence: VisitorDependence,
  vary?: string,
): { 'Cache-Control': string; Vary: string } | null {
  if (dependence.vary.length === 0) return null
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  for (const name of dependence.vary)
    if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name)
  return {
    'Cache-Control': dependence.personal ? 'private, no-store' : 'private, no-cache',
    Vary: names.join(', '),
  }
}
