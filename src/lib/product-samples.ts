/** The sample profiles the product's screens show: the same every render, with consistent fingerprints. */
import { sceneIds, scenes, type SceneId, type TagKey } from './product-screens'

/** Countries of the sample proxies, in turn (their flags are drawn in CSS: `.ps-flag-{code}`). */
export const PROXY_COUNTRIES = [
  'us',
  'de',
  'gb',
  'fr',
  'nl',
  'jp',
  'pl',
  'es',
  'ca',
  'se',
  'it',
] as const
/** Each proxy country's time zone and language: what a consistent fingerprint reports there. */
export const countryLocale: Record<
  (typeof PROXY_COUNTRIES)[number],
  { zone: string; tag: string }
> = {
  us: { zone: 'America/New_York', tag: 'en-US' },
  de: { zone: 'Europe/Berlin', tag: 'de-DE' },
  gb: { zone: 'Europe/London', tag: 'en-GB' },
  fr: { zone: 'Europe/Paris', tag: 'fr-FR' },
  nl: { zone: 'Europe/Amsterdam', tag: 'nl-NL' },
  jp: { zone: 'Asia/Tokyo', tag: 'ja-JP' },
  pl: { zone: 'Europe/Warsaw', tag: 'pl-PL' },
  es: { zone: 'Europe/Madrid', tag: 'es-ES' },
  ca: { zone: 'America/Toronto', tag: 'en-CA' },
  se: { zone: 'Europe/Stockholm', tag: 'sv-SE' },
  it: { zone: 'Europe/Rome', tag: 'it-IT' },
}

/** What the fingerprint editor shows for a profile's system. */
export const systemFingerprint = {
  windows: {
    os: 'Windows 11',
    ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (NVIDIA, GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)',
    screen: '1920 × 1080',
    fonts: 214,
  },
  apple: {
    os: 'macOS 14',
    ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (Apple, ANGLE Metal Renderer: Apple M2, Unspecified Version)',
    screen: '1512 × 982',
    fonts: 287,
  },
  linux: {
    os: 'Ubuntu 22.04',
    ua: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    webgl: 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 630 (CFL GT2), OpenGL 4.6)',
    screen: '1920 × 1080',
    fonts: 96,
  },
} as const

export type OsKey = keyof typeof systemFingerprint
const OSES: OsKey[] = ['windows', 'apple', 'windows', 'linux', 'apple', 'windows']

export interface SampleProfile {
  brand: string
  /** The profile's number among those of its brand. */
  n: number
  os: OsKey
  country: (typeof PROXY_COUNTRIES)[number]
  /** An address of the documentation ranges (RFC 5737), never a real host. */
  proxy: string
  tags: TagKey[]
  running: boolean
}

/** A scene's sample profiles: the same every render (no randomness in a static page). */
export function sampleProfiles(sceneId: SceneId, count = 6): SampleProfile[] {
  const scene = scenes[sceneId]
  const seen = new Map<string, number>()
  const offset = sceneIds.indexOf(sceneId)
  return Array.from({ length: count }, (_, i) => {
    const brand = scene.brands[i % scene.brands.length] as string
    const n = (seen.get(brand) ?? 0) + 1
    seen.set(brand, n)
    const country = PROXY_COUNTRIES[
      (offset + i) % PROXY_COUNTRIES.length
    ] as SampleProfile['country']
    const net = ['203.0.113', '198.51.100', '192.0.2'][i % 3] as string
    return {
      brand,
      n,
      os: OSES[i % OSES.length] as OsKey,
      country,
      proxy: `${net}.${(17 + offset * 7 + i * 29) % 250}:${[8000, 1080, 3128][i % 3]}`,
      tags:
        i % 3 === 2
          ? [scene.tags[2]]
          : [scene.tags[i % 2] as TagKey, scene.tags[(i % 2) + 1] as TagKey],
      running: i === 0 || i === 3,
    }
  })
}
