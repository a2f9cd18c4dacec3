/**
 * How much of a title and a description search results show (characters): the pages keep to them
 * (src/server/seo/metadata.ts) and the CMS tells editors (src/cms/fields/seo.ts).
 */

/** Titles past this length are cut off in search results: the site name is then left off. */
export const TITLE_MAX = 60
/** Descriptions past this length are cut off in search results: longer ones are shortened at a word. */
export const DESCRIPTION_MAX = 160
