/**
 * The fingerprint's probes that draw (canvas pixels, WebGL parameters, font widths) and the time zone, written for
 * either a worker with OffscreenCanvas (src/client/fingerprint.worker.ts) or the page.
 */
import { attempt, get, sha256, sha256Bytes, sleep, stableStringify } from './fingerprint-hashing'

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

const FONTS = [
  // Windows
  'Arial',
  'Arial Black',
  'Calibri',
  'Cambria',
  'Candara',
  'Comic Sans MS',
  'Consolas',
  'Courier New',
  'Georgia',
  'Impact',
  'Lucida Console',
  'Segoe UI',
  'Tahoma',
  'Times New Roman',
  'Trebuchet MS',
  'Verdana',
  'Microsoft YaHei',
  'SimSun',
  'MS Gothic',
  'Meiryo',
  'Yu Gothic',
  'Malgun Gothic',
  'Leelawadee UI',
  'Nirmala UI',
  'Mangal',
  // macOS / iOS
  'Helvetica Neue',
  'Helvetica',
  'Menlo',
  'Monaco',
  'Avenir',
  'Futura',
  'Gill Sans',
  'PingFang SC',
  'Hiragino Sans',
  'Apple SD Gothic Neo',
  'Thonburi',
  'Kohinoor Devanagari',
  // Linux / Android
  'Noto Sans',
  'Noto Sans CJK SC',
  'Noto Sans Thai',
  'Noto Sans Devanagari',
  'Ubuntu',
  'DejaVu Sans',
  'Liberation Sans',
  'Cantarell',
  'Roboto',
]

/** A drawing surface: an OffscreenCanvas (a worker, or the page) or a canvas element. */
export type MakeCanvas = (width: number, height: number) => OffscreenCanvas | HTMLCanvasElement

export const makeCanvas: MakeCanvas = (width, height) => {
  if (typeof OffscreenCanvas == 'function') return new OffscreenCanvas(width, height)
  const c = document.createElement('canvas')
  c.width = width
  c.height = height
  return c
}

/** SHA-256 of a 2D drawing's pixels (the same in a worker and on the page), 0 without a 2D canvas. */
export async function canvasProbe(make: MakeCanvas = makeCanvas): Promise<string | 0> {
  const c = make(280, 60)
  const x = c.getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
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
  return sha256Bytes(x.getImageData(0, 0, 280, 60).data)
}

export async function webglProbe(make: MakeCanvas = makeCanvas): Promise<WebGLInfo | undefined> {
  const gl = make(1, 1).getContext('webgl') as WebGLRenderingContext | null
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

export async function fontsProbe(make: MakeCanvas = makeCanvas): Promise<string[] | undefined> {
  // measureText on a context of its own: no layout of the page is forced.
  const ctx = make(1, 1).getContext('2d') as
    CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null
  if (!ctx) return undefined
  const width = (family: string) => {
    ctx.font = '72px ' + family
    return ctx.measureText('mmmmmmmmmmlli10OQW@ ก ह 中 あ 한').width
  }
  const generics = ['monospace', 'serif', 'sans-serif']
  const base = generics.map(width)
  return FONTS.filter((name) => generics.some((g, i) => width(`"${name}",${g}`) !== base[i]))
}

/** The heavy probes (the time zone's first Intl use among them), off the main thread when a worker can. */
export interface DrawnProbes {
  canvas?: string | 0
  webgl?: WebGLInfo
  fonts?: string[]
  timezone?: string
}

export async function drawnProbes(
  make: MakeCanvas = makeCanvas,
  yieldBetween = false,
): Promise<DrawnProbes> {
  const pause = () => (yieldBetween ? sleep(0) : Promise.resolve(undefined))
  await pause()
  const canvas = await attempt(() => canvasProbe(make))
  await pause()
  const webgl = await attempt(() => webglProbe(make))
  await pause()
  const fonts = await attempt(() => fontsProbe(make))
  await pause()
  const timezone = get(() => Intl.DateTimeFormat().resolvedOptions().timeZone)
  return { canvas, webgl, fonts, timezone }
}
