/** Admin components shared by several collections and globals (their import-map paths, in one place). */

/** The Preview action as a button that says what it does (Payload's own is an unlabelled icon). */
export const LABELLED_PREVIEW_BUTTON = '/components/admin/preview-button#LabelledPreviewButton'
/** A live character count under an SEO field. */
export const SEO_COUNT = '/components/admin/seo-count#SeoCount'
/** The search-result and social-card preview under the SEO fields. */
export const SEO_PREVIEW = '/components/admin/seo-preview#SeoPreviewField'
