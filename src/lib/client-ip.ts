/** The visitor's address: the connection's, or the nearest untrusted hop of X-Forwarded-For behind trusted proxies. */
import { isIP } from 'node:net'

export function normalizeIp(ip: string): string {
  const trimmed = ip.trim()
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

export function clientIp(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string {
  let ip = normalizeIp(remote ?? '')
  if (!trusted.has(ip) || !forwardedFor) return ip
  const hops = forwardedFor
    .split(',')
    .map(normalizeIp)
    .filter((h) => isIP(h) !== 0)
  // Walk from the nearest hop outwards while the hop is one of ours.
  for (let i = hops.length - 1; i >= 0; i--) {
    ip = hops[i] as string
    if (!trusted.has(ip)) return ip
  }
  return ip
}

/** Private, loopback and link-local addresses have no geography. */
export function isPrivateIp(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number) as [number, number]
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  const lower = ip.toLowerCase()
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  )
}
