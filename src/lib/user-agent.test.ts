import { describe, expect, it } from 'vitest'
import { detectPlatform, isMobileUserAgent } from './user-agent'

const agents = {
  chromeWin11:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWin:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxWin: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxWow64: 'Mozilla/5.0 (Windows NT 6.1; WOW64; rv:52.0) Gecko/20100101 Firefox/52.0',
  chromeWin32:
    'Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  ie11Win7x86: 'Mozilla/5.0 (Windows NT 6.1; Trident/7.0; rv:11.0) like Gecko',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.7; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxUbuntu: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 17_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.7 Mobile/15E148 Safari/604.1',
  samsungTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
}

describe('detectPlatform', () => {
  it.each([
    ['chromeWin11', undefined, 'win64'],
    ['chromeWin11', 'x86', 'win64'],
    ['edgeWin', undefined, 'win64'],
    ['firefoxWin', undefined, 'win64'],
    ['firefoxWow64', undefined, 'win64'],
    ['chromeWin32', undefined, 'win32'],
    ['ie11Win7x86', undefined, 'win32'],
    ['chromeMac', undefined, 'mac'],
    ['chromeMac', 'x86', 'mac'],
    ['chromeMac', 'arm', 'arm64'],
    ['safariMac', undefined, 'mac'],
    ['firefoxMac', undefined, 'mac'],
    ['chromeLinux', undefined, 'linux'],
    ['firefoxUbuntu', undefined, 'linux'],
    ['chromeOs', undefined, 'linux'],
    ['androidChrome', undefined, null],
    ['iphoneSafari', undefined, null],
    ['ipadSafari', undefined, null],
    ['samsungTablet', undefined, null],
  ] as const)('%s (architecture %s) -> %s', (name, architecture, expected) => {
    expect(detectPlatform(agents[name], architecture)).toBe(expected)
  })

  it.each([
    // 32-bit Windows: Chromium's reduced user agent still says Win64; the bitness hint says 32.
    ['chromeWin11', 'x86', '32', 'win32'],
    ['chromeWin32', 'x86', '32', 'win32'],
    ['chromeWin32', 'x86', '64', 'win64'],
    ['chromeWin11', 'arm', '64', 'win64'],
    ['chromeWin11', 'x86', '64', 'win64'],
    ['chromeMac', 'arm', '64', 'arm64'],
  ] as const)('%s (architecture %s, bitness %s) -> %s', (name, architecture, bitness, expected) => {
    expect(detectPlatform(agents[name], architecture, bitness)).toBe(expected)
  })

  it('gives null for an empty or unknown agent', () => {
    expect(detectPlatform('')).toBeNull()
    expect(detectPlatform('curl/8.5.0')).toBeNull()
  })
})

describe('isMobileUserAgent', () => {
  it('tells phones and tablets from desktops', () => {
    expect(isMobileUserAgent(agents.androidChrome)).toBe(true)
    expect(isMobileUserAgent(agents.iphoneSafari)).toBe(true)
    expect(isMobileUserAgent(agents.ipadSafari)).toBe(true)
    expect(isMobileUserAgent(agents.chromeWin11)).toBe(false)
    expect(isMobileUserAgent(agents.safariMac)).toBe(false)
  })
})
