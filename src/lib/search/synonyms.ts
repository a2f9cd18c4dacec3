/**
 * The words the site search treats as one, per language: the product's terms where the content uses a loanword
 * or another script than a visitor may type ("指紋" for a page that says "フィンガープリント", "fingerprint" in any
 * language), and the longer words that contain one of them but mean something else ("代理商", agency, contains
 * "代理", proxy). Data only: src/lib/search/tokens.ts gives every page that has one of a group's phrases the
 * group's token, and a query that is one of them asks for that token.
 *
 * A phrase is matched as the search reads its script: words written with spaces by their forms (so "отпечатки"
 * has "отпечаток", "parmak izleri" has "parmak izi"), unspaced text (Chinese, Japanese, Thai) as written.
 */
import type { Locale } from '@/i18n/locales'

/** Groups of phrases with one meaning; the first names the group. */
export const SYNONYMS: Record<Locale, readonly (readonly string[])[]> = {
  en: [['fingerprint', 'fingerprinting']],
  zh: [
    ['指纹', 'fingerprint'],
    ['代理', '代理IP', 'proxy'],
  ],
  ru: [
    ['отпечаток', 'фингерпринт', 'fingerprint'],
    ['прокси', 'proxy'],
  ],
  vn: [['vân tay', 'fingerprint']],
  es: [['huella', 'fingerprint']],
  pt: [['impressão digital', 'fingerprint']],
  tr: [['parmak izi', 'fingerprint']],
  th: [
    ['ลายนิ้วมือ', 'ฟิงเกอร์ปริ้นท์', 'fingerprint'],
    ['พร็อกซี', 'พร็อกซี่', 'proxy'],
  ],
  fr: [['empreinte', 'fingerprint']],
  uk: [
    ['відбиток', 'фінгерпринт', 'fingerprint'],
    ['проксі', 'proxy'],
  ],
  ko: [
    ['핑거프린트', '지문', 'fingerprint'],
    ['프록시', 'proxy'],
  ],
  hi: [
    ['फ़िंगरप्रिंट', 'फिंगरप्रिंट', 'fingerprint'],
    ['प्रॉक्सी', 'प्रोक्सी', 'proxy'],
  ],
  jp: [
    ['フィンガープリント', '指紋', 'fingerprint'],
    ['プロキシ', '代理サーバー', '代理', 'proxy'],
  ],
  tc: [
    ['指紋', 'fingerprint'],
    ['代理', '代理IP', 'proxy'],
  ],
}

/**
 * Words of the unspaced scripts that contain a phrase above with another meaning: where they stand, the phrase is
 * not counted (an agency, 代理商 or 代理店, is no proxy, 代理).
 */
export const COMPOUNDS: Partial<Record<Locale, readonly string[]>> = {
  zh: ['代理商', '代理人', '代理店'],
  tc: ['代理商', '代理人', '代理店'],
  jp: ['代理店', '代理人'],
}
