import { SiteLink } from '@/components/site-link'
import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { localeUrl } from '@/i18n/urls'
import { breadcrumbListLd } from '@/lib/structured-data'
import { JsonLd } from './json-ld'

export interface Crumb {
  label: string
  /** Path without locale prefix; the last crumb (the page itself) has none. */
  path?: string
  /** The label's language, when it is not the page's (an English title on a page shown in English). */
  lang?: string
}

/**
 * The steps of a trail: every crumb but the last is a page of its own. A crumb without a page is no step, neither
 * in sight nor in the structured data, so both always name the same steps.
 */
function trailSteps(crumbs: Crumb[]): Crumb[] {
  return crumbs.filter((crumb, i) => crumb.path || i === crumbs.length - 1)
}

/** The steps of a trail with their addresses (the last one is the current page). */
export function breadcrumbTrail(locale: Locale, crumbs: Crumb[], currentPath: string) {
  return trailSteps(crumbs).map((crumb, i, trail) => ({
    name: crumb.label,
    url: localeUrl(locale, i === trail.length - 1 ? currentPath : (crumb.path as string)),
  }))
}

/** Visible breadcrumbs with their BreadcrumbList structured data. */
export async function Breadcrumbs({
  locale,
  items,
  currentPath,
}: {
  locale: Locale
  items: Crumb[]
  currentPath: string
}) {
  const t = await getTranslations()
  const all: Crumb[] = [{ label: t('content.home'), path: '/' }, ...items]
  const steps = trailSteps(all)
  return (
    <nav aria-label={t('content.breadcrumb')} className="breadcrumbs">
      <ol>
        {steps.map((crumb, i) => (
          <li key={`${crumb.label}-${i}`} lang={crumb.lang}>
            {i < steps.length - 1 ? (
              <SiteLink href={localePath(locale, crumb.path as string)}>{crumb.label}</SiteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbListLd(breadcrumbTrail(locale, all, currentPath))} />
    </nav>
  )
}
