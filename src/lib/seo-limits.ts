/** How many characters of a title and a description search results show; pages keep to them, the CMS tells editors. */

/** Titles past this length are cut off in search results: the site name is then left off. */
export const TITLE_MAX = 60
/** Descriptions past this length are cut off in search results: longer ones are shortened at a word. */
export const DESCRIPTION_MAX = 160
