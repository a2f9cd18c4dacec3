/**
 * What the home, pricing and download globals share as pages: an editor's Save keeps a draft, Preview shows it on
 * the real page (src/app/api/preview/route.ts), Publish puts it live; visitors read only the published version.
 */
import type { GlobalConfig } from 'payload'
import { isStaff, publishedOrStaff } from '../access'
import { globalPreviewUrl, type PageGlobalSlug } from '@/lib/preview-url'
import { LABELLED_PREVIEW_BUTTON } from '../fields/admin-components'

export function pageGlobal(
  slug: PageGlobalSlug,
): Pick<GlobalConfig, 'admin' | 'access' | 'versions'> {
  return {
    admin: {
      group: 'Pages',
      preview: (_doc, { locale }) => globalPreviewUrl(slug, locale),
      components: { elements: { PreviewButton: LABELLED_PREVIEW_BUTTON } },
    },
    access: { read: publishedOrStaff, update: isStaff, readVersions: isStaff },
    versions: { drafts: true, max: 50 },
  }
}
