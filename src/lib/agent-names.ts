/**
 * A visitor's browser, operating system and device class from the User-Agent, for the statistics breakdowns: names
 * only, no versions (a version adds little to the dashboard and much to telling visitors apart). Order matters:
 * Edge, Opera and Yandex also say Chrome; Chrome on iOS says Safari; Android says Linux.
 */
export interface Agent {
  device: 'desktop' | 'mobile' | 'tablet'
  os: string
  browser: string
}

const BROWSERS: [string, RegExp][] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\/|\bOpera\b/],
  ['Yandex', /\bYaBrowser\//],
  ['Samsung Internet', /\bSamsungBrowser\//],
  ['UC Browser', /\bUCBrowser\//],
  ['Firefox', /\bFirefox\/|\bFxiOS\//],
  ['Chrome', /\bChrome\/|\bCriOS\//],
  ['Safari', /\bVersion\/[\d.]+.*\bSafari\//],
]

const SYSTEMS: [string, RegExp][] = [
  ['iOS', /\b(iPhone|iPad|iPod)\b/],
  ['Android', /\bAndroid\b/],
  ['Chrome OS', /\bCrOS\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['Linux', /\bLinux\b/],
]

export function agentOf(ua: string | null | undefined): Agent {
  const text = ua ?? ''
  const browser = BROWSERS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Other'
  const os = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'Other'
  // Android tablets drop "Mobile" from their agent; iPads since iPadOS 13 send a Mac's agent and count as desktops.
  const device =
    /\biPad\b|\bTablet\b/.test(text) || (os === 'Android' && !/\bMobile\b/.test(text))
      ? 'tablet'
      : /\bMobi|\biPhone\b|\biPod\b/.test(text)
        ? 'mobile'
        : 'desktop'
  return { device, os, browser }
}
