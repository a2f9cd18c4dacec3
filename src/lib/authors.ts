/**
 * Where an author is presented: their entry in the team block of the about page (`/about-us#author-{id}`). Articles
 * link their byline there and name it as the author's `url` in their structured data, for the languages whose about
 * page has that block.
 */
export const AUTHORS_PAGE = 'about-us'

/** The id of an author's entry on the about page. */
export const authorAnchor = (id: number | string) => `author-${id}`
