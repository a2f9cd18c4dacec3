/** The languages of the rich-text Code block: what an editor picks from, the seed writes in and the site labels. */
export const CODE_LANGUAGES = {
  bash: 'Shell',
  ts: 'TypeScript',
  js: 'JavaScript',
  python: 'Python',
  json: 'JSON',
} as const

export type CodeLanguage = keyof typeof CODE_LANGUAGES
