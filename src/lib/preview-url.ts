/** Address of the CMS's preview button: the site's preview route for a document in a language. */
export const previewUrl = (collection: string, id: string | number, locale: string | null | undefined) =>
  `/api/preview?collection=${encodeURIComponent(collection)}&id=${encodeURIComponent(String(id))}&locale=${encodeURIComponent(locale || 'en')}`

/** Address of the preview button of a page global (home, pricing, download) in a language. */
export const globalPreviewUrl = (global: string, locale: string | null | undefined) =>
  `/api/preview?global=${encodeURIComponent(global)}&locale=${encodeURIComponent(locale || 'en')}`
