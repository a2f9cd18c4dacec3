import { describe, expect, it } from 'vitest'
import { clientIp, isPrivateIp } from './client-ip'

describe('clientIp', () => {
  const trusted = new Set(['127.0.0.1', '10.0.0.2'])
  it('uses the connection address when it is not a trusted proxy', () => {
    expect(clientIp('203.0.113.9', '1.2.3.4', trusted)).toBe('203.0.113.9')
    expect(clientIp('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9')
  })
  it('takes the nearest untrusted hop behind trusted proxies, ignoring spoofed hops further out', () => {
    expect(clientIp('127.0.0.1', '9.9.9.9, 198.51.100.7, 10.0.0.2', trusted)).toBe('198.51.100.7')
    expect(clientIp('127.0.0.1', 'garbage', trusted)).toBe('127.0.0.1')
  })
})

describe('isPrivateIp', () => {
  it('knows private ranges', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '::1', 'fd00::1'])
      expect(isPrivateIp(ip), ip).toBe(true)
    for (const ip of ['8.8.8.8', '77.88.8.8', '2001:4860:4860::8888'])
      expect(isPrivateIp(ip), ip).toBe(false)
  })
})
