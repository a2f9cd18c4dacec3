/** Hashing and guarded calls shared by the fingerprint probes and the report (src/client/fingerprint.ts). */
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
  return value === undefined || typeof value == 'function' || typeof value == 'symbol'
    ? 'null'
    : JSON.stringify(value)
}

/** 64-bit cyrb53-style hash as 16 hex chars: only used where crypto.subtle is missing (insecure origin). */
export function weakHash(s: string): string {
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

export async function sha256(s: string): Promise<string> {
  try {
    const buf = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(s))
    return Array.from(new Uint8Array(buf), (x) => x.toString(16).padStart(2, '0')).join('')
  } catch {
    return weakHash(s)
  }
}

export async function sha256Bytes(bytes: Uint8ClampedArray): Promise<string> {
  try {
    const buf = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))
    return Array.from(new Uint8Array(buf), (x) => x.toString(16).padStart(2, '0')).join('')
  } catch {
    let text = ''
    for (let i = 0; i < bytes.length; i += 7) text += String.fromCharCode(bytes[i] as number)
    return weakHash(text)
  }
}

export const get = <T>(fn: () => T): T | undefined => {
  try {
    return fn()
  } catch {
    return undefined
  }
}

export const attempt = async <T>(fn: () => Promise<T>): Promise<T | undefined> => {
  try {
    return await fn()
  } catch {
    return undefined
  }
}

export const sleep = <T>(ms: number, value?: T) =>
  new Promise<T | undefined>((resolve) => setTimeout(resolve, ms, value))
