import { attempt, get, sha256, sleep, stableStringify } from './fingerprint-hashing'
import { drawnProbes, makeCanvas, type DrawnProbes, type WebGLInfo } from './fingerprint-probes'

/**
 * Browser fingerprint: a handful of cheap, mostly stable signals (navigator, screen, canvas, WebGL, fonts, WebRTC IP)
 * hashed into one SHA-256 hex digest. Every probe is isolated: a failing or missing API is simply left out.
 */

export interface UABrand {
  brand: string
  version: string
}

export interface UAData {
  brands?: UABrand[]
  mobile?: boolean
  platform?: string
  architecture?: string
  bitness?: string
  model?: string
  platformVersion?: string
  fullVersionList?: UABrand[]
}

export interface FingerprintData {
  ua?: string
  uaData?: UAData
  platform?: string
  languages?: string[]
  language?: string
  timezone?: string
  timezoneOffset?: number
  screen?: {
    width: number
    height: number
    availWidth: number
    availHeight: number
    colorDepth: number
    pixelRatio: number
  }
  hardwareConcurrency?: number
  deviceMemory?: number
  maxTouchPoints?: number
  cookieEnabled?: boolean
  doNotTrack?: string | null
  /** SHA-256 hex of a 2D canvas drawing, 0 when there is no 2D canvas. */
  canvas?: string | 0
  webgl?: WebGLInfo
  /** Candidate font families that render differently from the generic fallbacks. */
  fonts?: string[]
  /** First IP address (IPv4 preferred) in the host ICE candidates; mDNS `.local` names are ignored. */
  webrtcIp?: string
}

export interface Fingerprint {
  hash: string
  data: FingerprintData
}

type Nav = Navigator & {
  deviceMemory?: number
  doNotTrack?: string | null
  userAgentData?: UAData & { getHighEntropyValues?(hints: string[]): Promise<UAData> }
}

async function uaDataProbe(): Promise<UAData | undefined> {
  const ua = (navigator as Nav).userAgentData
  if (!ua) return undefined
  const low: UAData = { brands: ua.brands, mobile: ua.mobile, platform: ua.platform }
  const hints = ['architecture', 'bitness', 'model', 'platformVersion', 'fullVersionList']
  const high =
    ua.getHighEntropyValues &&
    (await attempt(() => Promise.race([ua.getHighEntropyValues!(hints), sleep<UAData>(300)])))
  return { ...low, ...high }
}

/** The drawn probes in a worker (OffscreenCanvas), off the main thread; where a worker cannot draw, one per task. */
async function drawnProbesOffThread(): Promise<DrawnProbes> {
  if (typeof Worker == 'function' && typeof OffscreenCanvas == 'function') {
    try {
      const worker = new Worker(new URL('./fingerprint.worker.ts', import.meta.url), {
        type: 'module',
      })
      const result = await Promise.race([
        new Promise<DrawnProbes>((resolve, reject) => {
          worker.onmessage = (event: MessageEvent<DrawnProbes>) => resolve(event.data)
          worker.onerror = () => reject(new Error('fingerprint worker failed'))
        }),
        sleep<never>(5_000).then(() => Promise.reject(new Error('fingerprint worker timed out'))),
      ])
      worker.terminate()
      return result
    } catch {
      // Drawn on the page below.
    }
  }
  return drawnProbes(makeCanvas, true)
}

function ipOf(candidate: string): string | undefined {
  // candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> ...
  const addr = candidate.replace(/^a=/, '').split(' ')[4] ?? ''
  return /^(\d{1,3}\.){3}\d{1,3}$/.test(addr) || /^[\da-f]*:[\da-f:.]+$/i.test(addr)
    ? addr.toLowerCase()
    : undefined
}

async function webrtcProbe(): Promise<string | undefined> {
  if (typeof RTCPeerConnection != 'function') return undefined
  // Setting up the peer connection is the probe's one heavy call: in a task of its own.
  await sleep(0)
  const pc = new RTCPeerConnection({ iceServers: [] })
  try {
    const ips: string[] = []
    await new Promise<void>((resolve) => {
      setTimeout(resolve, 1000)
      pc.onicecandidate = (e) => {
        if (!e.candidate) return resolve() // gathering complete
        const ip = ipOf(e.candidate.candidate)
        if (ip && !ips.includes(ip)) ips.push(ip)
      }
      pc.createDataChannel('')
      pc.createOffer()
        .then((offer) => pc.setLocalDescription(offer))
        .catch(() => resolve())
    })
    // IPv4 first: IPv6 host addresses are often short-lived privacy addresses.
    return ips.find((ip) => !ip.includes(':')) ?? ips[0]
  } finally {
    pc.close()
  }
}

/** Collects the visitor fingerprint; never throws (each probe that fails is left out). */
export async function collectFingerprint(): Promise<Fingerprint> {
  const [webrtcIp, uaData, drawn] = await Promise.all([
    attempt(webrtcProbe),
    attempt(uaDataProbe),
    drawnProbesOffThread(),
  ])
  const { canvas, webgl, fonts, timezone } = drawn
  const nav = () => navigator as Nav
  const raw: FingerprintData = {
    ua: get(() => nav().userAgent),
    uaData,
    platform: get(() => nav().platform),
    languages: get(() => [...nav().languages]),
    language: get(() => nav().language),
    timezone,
    timezoneOffset: get(() => new Date().getTimezoneOffset()),
    screen: get(() => {
      const { width, height, availWidth, availHeight, colorDepth } = window.screen
      return {
        width,
        height,
        availWidth,
        availHeight,
        colorDepth,
        pixelRatio: window.devicePixelRatio,
      }
    }),
    hardwareConcurrency: get(() => nav().hardwareConcurrency),
    deviceMemory: get(() => nav().deviceMemory),
    maxTouchPoints: get(() => nav().maxTouchPoints),
    cookieEnabled: get(() => nav().cookieEnabled),
    doNotTrack: get(() => nav().doNotTrack),
    canvas,
    webgl,
    fonts,
    webrtcIp,
  }
  const data = Object.fromEntries(
    Object.entries(raw).filter(([, v]) => v !== undefined),
  ) as FingerprintData
  return { hash: await sha256(stableStringify(data)), data }
}
