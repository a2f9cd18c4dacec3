import type { Translations } from '../types'

/** Russian translations, keyed by slug. */
export const ru: Translations = {}
