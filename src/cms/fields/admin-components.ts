/** Admin components shared by several collections and globals (their import-map paths, in one place). */

/** The Preview action as a button that says what it does (Payload's own is an unlabelled icon). */
export const LABELLED_PREVIEW_BUTTON = '/components/admin/preview-button#LabelledPreviewButton'
