/**
 * An experiment past the framework, off by default (CONTENT_WITHOUT_ROUTER=1): content pages (articles, docs, help,
 * solutions) served without the client router. Their prerendered HTML keeps its content, structured data and
 * styles; the framework's scripts and server-components payload go, and with them hydration. Navigation becomes full
 * page loads that Speculation Rules prerender on intent (instant where the browser supports them); the
 * scroll-to-top button is a small island (public/islands.js).
 *
 * What such a page does not do: the visitor runtime (statistics, campaign capture, fingerprint, one-tap, chat,
 * banner, build polling), the loading bar, client-side navigation. The bench measures it beside the floors
 * (bench/report.md) so the next step can be decided on numbers.
 */
import { createHash } from 'node:crypto'
import { templateOf } from '../lib/web-vitals'

/** The templates served this way when the experiment is on. */
const CONTENT_TEMPLATES = new Set(['blog-article', 'news-article', 'guide-article', 'help-article', 'docs', 'solution'])

export const isContentPage = (path: string) => CONTENT_TEMPLATES.has(templateOf(path))

/** Prerender same-site pages when the visitor shows intent (hover, pointer down), never the API or the CMS. */
const SPECULATION_RULES = JSON.stringify({
  prerender: [
    {
      where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { href_matches: '/cms/*' } }, { not: { href_matches: '/admin*' } }] },
      eagerness: 'moderate',
    },
  ],
})
/** The hash the page's policy allows the rules by. */
export const SPECULATION_RULES_HASH = `'sha256-${createHash('sha256').update(SPECULATION_RULES).digest('base64')}'`

/** The page without the framework's scripts, with the speculation rules and the islands script. */
export function withoutRouter(html: string): string {
  const stripped = html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*as="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '')
  const end = stripped.lastIndexOf('</body>')
  const additions = `<script type="speculationrules">${SPECULATION_RULES}</script><script src="/islands.js" defer></script>`
  return end === -1 ? stripped + additions : stripped.slice(0, end) + additions + stripped.slice(end)
}
