/** How many characters of a title and a description search results show; pages keep to them, the CMS tells editors. */

/** Titles past this length are cut off in search results: the site name is then left off. */
export const TITLE_MAX = 60
/** Descriptions past this length are cut off in search results: longer ones are shortened at a word. */
export const DESCRIPTION_MAX = 160

/** Full page title: the SEO title with the site name appended, unless the page asks not to or it would not fit. */
export function pageTitle(title: string, siteName: string, noSiteName?: boolean | null): string {
  if (noSiteName || !siteName || title === siteName) return title
  const full = `${title} | ${siteName}`
  return [...full].length > TITLE_MAX ? title : full
}

/** A description that fits: whole, or cut at the last word (or, for scripts without spaces, character) that fits. */
export function fitDescription(text: string | null | undefined): string | undefined {
  const clean = text?.replace(/\s+/g, ' ').trim()
  if (!clean) return undefined
  const chars = [...clean]
  if (chars.length <= DESCRIPTION_MAX) return clean
  const cut = chars.slice(0, DESCRIPTION_MAX - 1).join('')
  const atWord = cut.replace(/\s+\S*$/, '')
  return `${atWord.length >= DESCRIPTION_MAX / 2 ? atWord : cut}…`
}
