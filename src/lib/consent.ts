/** Where the law (ePrivacy in the EU and EEA, the UK's PECR) asks before anything not strictly necessary runs. */
const ASKING_COUNTRIES = new Set([
  // The European Union.
  ...[
    'AT',
    'BE',
    'BG',
    'HR',
    'CY',
    'CZ',
    'DK',
    'EE',
    'FI',
    'FR',
    'DE',
    'GR',
    'HU',
    'IE',
    'IT',
    'LV',
    'LT',
    'LU',
    'MT',
    'NL',
    'PL',
  ],
  ...['PT', 'RO', 'SK', 'SI', 'ES', 'SE'],
  // The rest of the European Economic Area, and the United Kingdom.
  ...['IS', 'LI', 'NO', 'GB'],
])

/** Whether visitors from `country` (ISO 3166-1 alpha-2) are asked first. */
export const lawAsksConsent = (country: string) => ASKING_COUNTRIES.has(country.toUpperCase())

/** What a visitor chose: everything, or only what is strictly necessary. */
export type ConsentChoice = 'all' | 'necessary'
export const isConsentChoice = (value: unknown): value is ConsentChoice =>
  value === 'all' || value === 'necessary'
