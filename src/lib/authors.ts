/** Where an author is presented: their entry on the about page, which bylines and structured data link to. */
export const AUTHORS_PAGE = 'about-us'

/** The id of an author's entry on the about page. */
export const authorAnchor = (id: number | string) => `author-${id}`
