/**
 * The site's statistics markup from base info (spec sections 3 and 8): `statistical_title` into the head,
 * `statistical_body` into the body, after the page has loaded. Editors write it; a failure is logged and never
 * breaks the page.
 */
import { api } from '../api'

function inject(html: string, into: HTMLElement): void {
  if (!html.trim()) return
  // A contextual fragment runs its scripts when inserted (innerHTML would not).
  const fragment = document.createRange().createContextualFragment(html)
  into.appendChild(fragment)
}

export async function injectSiteMarkup(tag: string): Promise<void> {
  let info: { statistical_title?: string; statistical_body?: string }
  try {
    info = await api('home/base-info', { query: { lang: tag, type: 'home' } })
  } catch {
    // Base-info failure gives empty data (spec section 8).
    return
  }
  try {
    inject(info.statistical_title ?? '', document.head)
    inject(info.statistical_body ?? '', document.body)
  } catch (error) {
    console.error('Statistics markup injection failed', error)
  }
}
