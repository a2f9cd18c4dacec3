/**
 * When the slug of a published document changes and is published, its old address would answer 404 in every
 * language it is offered in. Unless the editor untick "Redirect the old address" (the field below), the old
 * addresses are redirected (301) to the new ones, language by language, as editors would write them in Redirects:
 * redirects that pointed at the old address now point at the new one (no chains), and one from the new address is
 * removed (it would send visitors away from the page).
 */
import type { CollectionAfterChangeHook, Field, Payload, PayloadRequest } from 'payload'
import { offeredIn, type LanguageFacts } from '@/i18n/availability'
import { localeInfo, locales, type Locale } from '@/i18n/locales'
import { localePath } from '@/i18n/paths'
import { articlePath } from '@/lib/content-paths'
import { redirectKey } from '@/lib/redirects/table'
import type { Section } from '@/lib/sections'

export const REDIRECT_OLD_ADDRESS = 'redirectOldAddress'

/** The editor's choice, offered on documents that exist (kept nowhere: it applies to this save only). */
export const redirectOldAddressField: Field = {
  name: REDIRECT_OLD_ADDRESS,
  type: 'checkbox',
  virtual: true,
  defaultValue: true,
  label: 'Redirect the old address if the slug changes',
  admin: {
    position: 'sidebar',
    description:
      'When this published page gets a new slug, its old address in every language sends visitors here.',
    condition: (data) => Boolean(data?.id),
  },
}

/** A language's address of an article, as the Redirects collection spells it: "from" (the proxy's key) and "to". */
function addresses(locale: Locale, section: Section, slug: string): { from: string; to: string } {
  const path = localePath(locale, articlePath(section, slug))
  return { from: redirectKey(localeInfo[locale].origin, path), to: path }
}

async function moveAddress(
  payload: Payload,
  req: PayloadRequest,
  from: { from: string; to: string },
  to: { from: string; to: string },
) {
  const redirects = 'redirects'
  // A redirect away from the new address would hide the page.
  await payload.delete({
    collection: redirects,
    where: { from: { equals: to.from } },
    req,
    overrideAccess: true,
  })
  // Those that led to the old address lead to the new one.
  await payload.update({
    collection: redirects,
    where: { to: { equals: from.to } },
    data: { to: to.to },
    req,
    overrideAccess: true,
  })
  const existing = await payload.find({
    collection: redirects,
    where: { from: { equals: from.from } },
    limit: 1,
    req,
    overrideAccess: true,
  })
  if (existing.docs[0])
    await payload.update({
      collection: redirects,
      id: existing.docs[0].id,
      data: { to: to.to, permanent: true },
      req,
      overrideAccess: true,
    })
  else
    await payload.create({
      collection: redirects,
      data: { from: from.from, to: to.to, permanent: true },
      req,
      overrideAccess: true,
    })
}

export function redirectOldSlug(section: Section): CollectionAfterChangeHook {
  return async ({ doc, previousDoc, data, req, collection, operation }) => {
    if (operation !== 'update' || req.context?.seeding) return doc
    const before = previousDoc as { slug?: string; _status?: string } | undefined
    const after = doc as { id: number | string; slug?: string; _status?: string }
    if (!before?.slug || !after.slug || before.slug === after.slug) return doc
    // Only an address that was live moves, and only once the new one is.
    if (before._status !== 'published' || after._status !== 'published') return doc
    if ((data as Record<string, unknown> | undefined)?.[REDIRECT_OLD_ADDRESS] === false) return doc
    const all = await req.payload.findByID({
      collection: collection.slug as 'posts',
      id: after.id,
      locale: 'all',
      depth: 0,
      req,
      overrideAccess: true,
    })
    // Offered where the pages offer it (the route index of src/server/content/editorial.ts applies the same rule).
    for (const locale of locales.filter((l) => offeredIn(all as LanguageFacts, l))) {
      await moveAddress(
        req.payload,
        req,
        addresses(locale, section, before.slug),
        addresses(locale, section, after.slug),
      )
    }
    return doc
  }
}
