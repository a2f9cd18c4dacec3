/**
 * Social cards: the 1200×630 picture chats and social networks show for a shared link (og:image, twitter:image).
 * Every page gets one of its own, with its title in its language, drawn by src/app/(feeds)/og/[file]/route.tsx.
 *
 * The card's address carries the title and a signature of it: the title is drawn from the address (no database
 * read, and a new title is a new address, so a changed title is a new card and caches never hold a stale one), and
 * only titles this server signed are drawn (nobody makes the site render their text under its name). The key is the
 * CMS secret: prerendered pages carry addresses signed at build time, so the build and every server that serves it
 * must share PAYLOAD_SECRET (as the instances behind one proxy already must for their sessions).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { getPayloadSecret } from '@/config'
import { localeInfo, locales, type Locale } from '@/i18n/locales'
import { woffToSfnt } from './woff'

/**
 * Drawing: sharp's text renderer (Pango with HarfBuzz) lays out the text, so conjuncts and vowel signs of Devanagari
 * and Thai, and CJK and Hangul, come out as a reader writes them (a satori/next/og card put Hindi's vowel signs
 * after their consonants). The fonts are the languages' Noto Sans, only the parts of each that the text needs.
 */
export const CARD_WIDTH = 1200
export const CARD_HEIGHT = 630
/** Longer titles are cut (a card shows about two lines of 60 characters). */
export const CARD_TITLE_MAX = 140

const sign = (locale: Locale, title: string) =>
  createHmac('sha256', getPayloadSecret())
    .update(`social-card/v1\n${locale}\n${title}`)
    .digest('base64url')
    .slice(0, 16)

/** The card's path for a page title in a language. */
export function socialCardPath(locale: Locale, title: string): string {
  const text = title.slice(0, CARD_TITLE_MAX)
  return `/og/${locale}-${sign(locale, text)}.png?t=${encodeURIComponent(text)}`
}

/** The language and title of a card's address, or null when the signature does not hold. */
export function readCardAddress(
  file: string,
  title: string | null,
): { locale: Locale; title: string } | null {
  const match = /^([a-z]{2})-([A-Za-z0-9_-]{16})\.png$/.exec(file)
  if (!match || title === null || title.length === 0 || title.length > CARD_TITLE_MAX) return null
  const locale = match[1] as Locale
  if (!(locales as readonly string[]).includes(locale)) return null
  const given = Buffer.from(match[2] as string)
  const expected = Buffer.from(sign(locale, title))
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { locale, title }
    : null
}

/**
 * The Noto Sans families that write each language (fontsource packages, files split by Unicode range), the
 * language's own first: Latin comes with every one, since the site's name and product terms are Latin everywhere.
 */
const FAMILIES: Record<Locale, string[]> = {
  en: ['noto-sans'],
  ru: ['noto-sans'],
  vn: ['noto-sans'],
  es: ['noto-sans'],
  pt: ['noto-sans'],
  tr: ['noto-sans'],
  fr: ['noto-sans'],
  uk: ['noto-sans'],
  th: ['noto-sans-thai', 'noto-sans'],
  hi: ['noto-sans-devanagari', 'noto-sans'],
  jp: ['noto-sans-jp', 'noto-sans'],
  zh: ['noto-sans-sc', 'noto-sans'],
  tc: ['noto-sans-tc', 'noto-sans'],
  ko: ['noto-sans-kr', 'noto-sans'],
}

/**
 * A font package's folder. From the project's node_modules by path, not `require.resolve`: the page build's bundler
 * turns that into a module number.
 */
const packageDir = (family: string) =>
  path.join(process.cwd(), 'node_modules', '@fontsource', family)
const ranges = new Map<string, [string, [number, number][]][]>()

/** A family's subsets with the code point ranges each covers (its unicode.json). */
function subsetsOf(family: string): [string, [number, number][]][] {
  let found = ranges.get(family)
  if (!found) {
    const table = JSON.parse(
      readFileSync(path.join(packageDir(family), 'unicode.json'), 'utf8'),
    ) as Record<string, string>
    found = Object.entries(table).map(([name, list]) => [
      name.replace(/^\[(\d+)\]$/, '$1'),
      list.split(',').map((part) => {
        const [from = '', to] = part.trim().replace(/^U\+/, '').split('-')
        return [parseInt(from, 16), parseInt(to ?? from, 16)] as [number, number]
      }),
    ])
    ranges.set(family, found)
  }
  return found
}

/** Where the converted fonts are kept (made once per process, not per card). */
const FONT_DIR = path.join(os.tmpdir(), 'site-card-fonts')
let fontDirMade = false

/** The font files (TrueType, converted from the packages' WOFF once per machine) that draw `text` in a language. */
function fontFiles(locale: Locale, text: string): string[] {
  const codes = [...new Set([...text].map((c) => c.codePointAt(0) as number))].filter(
    (c) => c > 0x20,
  )
  const files: string[] = []
  for (const family of FAMILIES[locale]) {
    for (const [subset, spans] of subsetsOf(family)) {
      if (!codes.some((c) => spans.some(([from, to]) => c >= from && c <= to))) continue
      const file = path.join(FONT_DIR, `${family}-${subset}-700.ttf`)
      if (!existsSync(file)) {
        if (!fontDirMade) mkdirSync(FONT_DIR, { recursive: true })
        fontDirMade = true
        // Written whole under another name first: a card drawn meanwhile never reads half a font.
        const partial = `${file}.${process.pid}.part`
        writeFileSync(
          partial,
          woffToSfnt(
            readFileSync(
              path.join(packageDir(family), 'files', `${family}-${subset}-700-normal.woff`),
            ),
          ),
        )
        renameSync(partial, file)
      }
      files.push(file)
    }
  }
  return files
}

/** Font files handed to the renderer already (it keeps them for the process). */
const registered = new Set<string>()

async function registerFonts(files: string[]) {
  for (const file of files) {
    if (registered.has(file)) continue
    await sharp({ text: { text: '.', fontfile: file } })
      .png()
      .toBuffer()
    registered.add(file)
  }
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** One block of text as an RGBA picture at most `width` wide. */
async function textLayer(text: string, locale: Locale, size: number, color: string, width: number) {
  const families = FAMILIES[locale].map((family) => FAMILY_NAMES[family]).join(', ')
  const markup = `<span foreground="${color}" lang="${localeInfo[locale].tag}">${escapeMarkup(text)}</span>`
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${families} Bold ${size}`,
      width,
      wrap: 'word-char',
      rgba: true,
      dpi: 72,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height }
}

/** The names the font files give their families. */
const FAMILY_NAMES: Record<string, string> = {
  'noto-sans': 'Noto Sans',
  'noto-sans-thai': 'Noto Sans Thai',
  'noto-sans-devanagari': 'Noto Sans Devanagari',
  'noto-sans-jp': 'Noto Sans JP',
  'noto-sans-sc': 'Noto Sans SC',
  'noto-sans-tc': 'Noto Sans TC',
  'noto-sans-kr': 'Noto Sans KR',
}

const BACKGROUND = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1b3a"/><stop offset="0.6" stop-color="#1d3f8f"/><stop offset="1" stop-color="#2f6bff"/></linearGradient></defs>' +
    `<rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#g)"/><rect x="72" y="64" width="44" height="44" rx="12" fill="#ffffff"/></svg>`,
)

/** The card: the site's name, the page's title as large as fits, and the site's host, as a PNG. */
export async function renderSocialCard(
  locale: Locale,
  title: string,
  siteName: string,
  host: string,
): Promise<Buffer> {
  await registerFonts(fontFiles(locale, `${siteName}${title}${host}`))
  const brand = await textLayer(siteName, locale, 34, '#ffffff', 900)
  const footer = await textLayer(host, locale, 28, '#c7d6ff', 900)
  // The largest size at which the title fits in the space between them.
  let heading = await textLayer(title, locale, 76, '#ffffff', CARD_WIDTH - 144)
  for (const size of [64, 54, 46, 40]) {
    if (heading.height <= 330) break
    heading = await textLayer(title, locale, size, '#ffffff', CARD_WIDTH - 144)
  }
  return sharp(BACKGROUND)
    .composite([
      { input: brand.data, left: 134, top: 86 - Math.round(brand.height / 2) },
      {
        input: heading.data,
        left: 72,
        top: Math.max(140, Math.round((CARD_HEIGHT - heading.height) / 2)),
      },
      { input: footer.data, left: 72, top: CARD_HEIGHT - 64 - footer.height },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer()
}
