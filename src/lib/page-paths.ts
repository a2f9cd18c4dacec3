/** Editor-built pages (the `pages` collection): their sections, addresses and the slugs they may take. */
import { alternativeIds, solutionIds } from './site-ids'

export const pageSections = ['page', 'solutions', 'alternatives'] as const
export type PageSection = (typeof pageSections)[number]

/** Pages that have their own route in the spec but are built from blocks like any `/{html}` page. */
export const namedPages = [
  'about-us',
  'links',
  'partner',
  'partner-plan',
  'referral-program',
  'pre-sales',
  'use-cases',
] as const

/** The public path (without locale) of a page. */
export const pagePath = (section: PageSection, slug: string) =>
  section === 'page' ? `/${slug}` : `/${section}/${slug}`

/** The slugs a section allows: solutions and alternatives are the spec's known ids. */
export function allowedSlugs(section: PageSection): readonly string[] | null {
  if (section === 'solutions') return solutionIds
  if (section === 'alternatives') return alternativeIds
  return null
}
