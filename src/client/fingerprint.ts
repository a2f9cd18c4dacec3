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

export interface WebGLInfo {
  vendor?: string
  renderer?: string
  version?: string
  shadingLanguageVersion?: string
  /** SHA-256 hex of the sorted supported extensions. */
  extensionsHash?: string
  /** SHA-256 hex of a few getParameter limits. */
  paramsHash?: string
}

export interface FingerprintData {
  ua?: string
  uaData?: UAData
  platform?: string
  languages?: string[]
  language?: string
  timezone?: string
  timezoneOffset?: number
  screen?: { width: number; height: number; availWidth: number; availHeight: number; colorDepth: number; pixelRatio: number }
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

const FONTS = [
  // Windows
  'Arial', 'Arial Black', 'Calibri', 'Cambria', 'Candara', 'Comic Sans MS', 'Consolas', 'Courier New', 'Georgia',
  'Impact', 'Lucida Console', 'Segoe UI', 'Tahoma', 'Times New Roman', 'Trebuchet MS', 'Verdana',
  'Microsoft YaHei', 'SimSun', 'MS Gothic', 'Meiryo', 'Yu Gothic', 'Malgun Gothic', 'Leelawadee UI', 'Nirmala UI', 'Mangal',
  // macOS / iOS
  'Helvetica Neue', 'Helvetica', 'Menlo', 'Monaco', 'Avenir', 'Futura', 'Gill Sans', 'PingFang SC', 'Hiragino Sans',
  'Apple SD Gothic Neo', 'Thonburi', 'Kohinoor Devanagari',
  // Linux / Android
  'Noto Sans', 'Noto Sans CJK SC', 'Noto Sans Thai', 'Noto Sans Devanagari', 'Ubuntu', 'DejaVu Sans', 'Liberation Sans',
  'Cantarell', 'Roboto',
]

/** JSON with object keys sorted recursively (undefined properties dropped, like JSON.stringify). */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return '[' + value.map(stableStringify).join(',') + ']'
  if (value && typeof value == 'object') {
    const obj = value as Record<string, unknown>
    return (
      '{' +
      Object.keys(obj)
        .sort()
        .filter((k) => obj[k] !== undefined)
        .map((k) => JSON.stringify(k) + ':' + stableStringify(obj[k]))
        .join(',') +
      '}'
    )
  }
  return value === undefined || typeof value == 'function' || typeof value == 'symbol' ? 'null' : JSON.stringify(value)
}

/** 64-bit cyrb53-style hash as 16 hex chars: only used where crypto.subtle is missing (insecure origin). */
function weakHash(s: string): string {
  let a = 0xdeadbeef
  let b = 0x41c6ce57
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    a = Math.imul(a ^ c, 2654435761)
    b = Math.imul(b ^ c, 1597334677)
  }
  a = Math.imul(a ^ (a >>> 16), 2246822507) ^ Math.imul(b ^ (b >>> 13), 3266489909)
  b = Math.imul(b ^ (b >>> 16), 2246822507) ^ Math.imul(a ^ (a >>> 13), 3266489909)
  return [b, a].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('')
}

async function sha256(s: string): Promise<string> {
  try {
    const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))
    return Array.from(new Uint8Array(buf), (x) => x.toString(16).padStart(2, '0')).join('')
  } catch {
    return weakHash(s)
  }
}

const get = <T>(fn: () => T): T | undefined => {
  try {
    return fn()
  } catch {
    return undefined
  }
}

const attempt = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await fn()
  } catch {
    return undefined
  }
}

const sleep = <T>(ms: number, value?: T) => new Promise<T | undefined>((resolve) => setTimeout(resolve, ms, value))

async function uaDataProbe(): Promise<UAData | undefined> {
  const ua = (navigator as Nav).userAgentData
  if (!ua) return undefined
  const low: UAData = { brands: ua.brands, mobile: ua.mobile, platform: ua.platform }
  const hints = ['architecture', 'bitness', 'model', 'platformVersion', 'fullVersionList']
  const high = ua.getHighEntropyValues && (await attempt(() => Promise.race([ua.getHighEntropyValues!(hints), sleep<UAData>(300)])))
  return { ...low, ...high }
}

async function canvasProbe(): Promise<string | 0> {
  await sleep(0) // each heavy probe gets its own task so the page stays responsive
  const c = document.createElement('canvas')
  c.width = 280
  c.height = 60
  const x = c.getContext('2d')
  if (!x) return 0
  const g = x.createLinearGradient(0, 0, 280, 60)
  g.addColorStop(0, '#f60')
  g.addColorStop(0.5, '#09c')
  g.addColorStop(1, 'rgba(120,0,200,.6)')
  x.fillStyle = g
  x.fillRect(0, 0, 280, 60)
  x.fillStyle = '#069'
  x.font = '15px Arial,sans-serif'
  x.fillText('Cwm fjordbank glyphs vext quiz 😃', 4, 20)
  x.fillStyle = 'rgba(102,204,0,.7)'
  x.font = 'bold 17px "Times New Roman",serif'
  x.fillText('Ђñж 中文 ไทย हिन्दी 🦄', 6, 46)
  x.globalCompositeOperation = 'multiply'
  ;['#f0f', '#0ff', '#ff0'].forEach((color, i) => {
    x.fillStyle = color
    x.beginPath()
    x.arc(215 + i * 20, 30, 20, 0, Math.PI * 2)
    x.fill()
  })
  return sha256(c.toDataURL())
}

async function webglProbe(): Promise<WebGLInfo | undefined> {
  await sleep(0)
  const gl = document.createElement('canvas').getContext('webgl')
  if (!gl) return undefined
  let info: WebGLInfo, exts: string, params: string
  try {
    const dbg = gl.getExtension('WEBGL_debug_renderer_info')
    const p = (name: number): unknown => {
      const v: unknown = gl.getParameter(name)
      return ArrayBuffer.isView(v) ? Array.from(v as Float32Array) : v
    }
    info = {
      vendor: String(p(dbg ? dbg.UNMASKED_VENDOR_WEBGL : gl.VENDOR)),
      renderer: String(p(dbg ? dbg.UNMASKED_RENDERER_WEBGL : gl.RENDERER)),
      version: String(p(gl.VERSION)),
      shadingLanguageVersion: String(p(gl.SHADING_LANGUAGE_VERSION)),
    }
    exts = (gl.getSupportedExtensions() ?? []).sort().join()
    params = stableStringify(
      [
        gl.MAX_TEXTURE_SIZE,
        gl.MAX_VIEWPORT_DIMS,
        gl.ALIASED_LINE_WIDTH_RANGE,
        gl.ALIASED_POINT_SIZE_RANGE,
        gl.MAX_RENDERBUFFER_SIZE,
        gl.MAX_CUBE_MAP_TEXTURE_SIZE,
        gl.MAX_VERTEX_ATTRIBS,
        gl.MAX_VERTEX_UNIFORM_VECTORS,
        gl.MAX_FRAGMENT_UNIFORM_VECTORS,
        gl.MAX_VARYING_VECTORS,
        gl.MAX_TEXTURE_IMAGE_UNITS,
        gl.MAX_COMBINED_TEXTURE_IMAGE_UNITS,
      ].map(p),
    )
  } finally {
    gl.getExtension('WEBGL_lose_context')?.loseContext() // free the GPU context right away
  }
  return { ...info, extensionsHash: await sha256(exts), paramsHash: await sha256(params) }
}

async function fontsProbe(): Promise<string[] | undefined> {
  await sleep(0)
  // measureText on a detached/offscreen context: no DOM layout is forced on the page.
  const ctx =
    typeof OffscreenCanvas == 'function'
      ? new OffscreenCanvas(1, 1).getContext('2d')
      : document.createElement('canvas').getContext('2d')
  if (!ctx) return undefined
  const width = (family: string) => {
    ctx.font = '72px ' + family
    return ctx.measureText('mmmmmmmmmmlli10OQW@ ก ह 中 あ 한').width
  }
  const generics = ['monospace', 'serif', 'sans-serif']
  const base = generics.map(width)
  return FONTS.filter((name) => generics.some((g, i) => width(`"${name}",${g}`) !== base[i]))
}

function ipOf(candidate: string): string | undefined {
  // candidate:<foundation> <component> <transport> <priority> <address> <port> typ <type> ...
  const addr = candidate.replace(/^a=/, '').split(' ')[4] ?? ''
  return /^(\d{1,3}\.){3}\d{1,3}$/.test(addr) || /^[\da-f]*:[\da-f:.]+$/i.test(addr) ? addr.toLowerCase() : undefined
}

async function webrtcProbe(): Promise<string | undefined> {
  if (typeof RTCPeerConnection != 'function') return undefined
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
  const [webrtcIp, uaData, canvas, webgl, fonts] = await Promise.all([
    attempt(webrtcProbe),
    attempt(uaDataProbe),
    attempt(canvasProbe),
    attempt(webglProbe),
    attempt(fontsProbe),
  ])
  const nav = () => navigator as Nav
  const raw: FingerprintData = {
    ua: get(() => nav().userAgent),
    uaData,
    platform: get(() => nav().platform),
    languages: get(() => [...nav().languages]),
    language: get(() => nav().language),
    timezone: get(() => Intl.DateTimeFormat().resolvedOptions().timeZone),
    timezoneOffset: get(() => new Date().getTimezoneOffset()),
    screen: get(() => {
      const { width, height, availWidth, availHeight, colorDepth } = window.screen
      return { width, height, availWidth, availHeight, colorDepth, pixelRatio: window.devicePixelRatio }
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
  const data = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined)) as FingerprintData
  return { hash: await sha256(stableStringify(data)), data }
}
