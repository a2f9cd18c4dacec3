/** Address of the CMS's preview button: the site's preview route for a document in a language. */
export const previewUrl = (
  collection: string,
  id: string | number,
  locale: string | null | undefined,
) =>
  `/api/preview?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id))}&locale=${encodeURIComponent(locale || 'en')}`

/** The globals that are pages, with drafts and preview (src/cms/globals/page-global.ts), and the page each makes. */
export const GLOBAL_PAGE_PATHS = { home: '/', pricing: '/pricing', download: '/download' } as const
export type PageGlobalSlug = keyof typeof GLOBAL_PAGE_PATHS

/** Address of the preview button of a page global in a language. */
export const globalPreviewUrl = (global: PageGlobalSlug, locale: string | null | undefined) =>
  `/api/preview?global=${encodeURIComponent(global)}&locale=${encodeURIComponent(locale || 'en')}`
