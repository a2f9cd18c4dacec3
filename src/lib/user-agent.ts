/** What the user agent says about the visitor's device (spec section 5). */

/** Desktop platforms the client is built for. */
export const platforms = ['win64', 'win32', 'mac', 'arm64', 'linux'] as const
export type Platform = (typeof platforms)[number]

/** The latest-version API's `system` value of each platform. */
export const systemOfPlatform: Record<Platform, string> = {
  win64: 'com_win64',
  win32: 'com_win32',
  mac: 'com_mac',
  arm64: 'com_arm64',
  linux: 'com_linux',
}

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|webOS|BlackBerry|IEMobile|Opera Mini|Windows Phone/i

/** Whether the user agent is a phone or tablet. */
export const isMobileUserAgent = (ua: string) => MOBILE.test(ua)

/**
 * The desktop platform of a user agent: Windows 64 or 32 bit, Linux, Mac, or an Apple-silicon Mac when the
 * architecture client hint (`navigator.userAgentData.getHighEntropyValues(['architecture', 'bitness'])`) says
 * `arm`: Macs report an Intel user agent either way. On Windows the bitness hint decides when there is one (Chromium
 * reports `Win64; x64` on 32-bit Windows too; `x86` is the instruction set, not the width); else the user agent.
 * Phones, tablets and unknown systems give null.
 */
export function detectPlatform(
  ua: string,
  architecture?: string | null,
  bitness?: string | null,
): Platform | null {
  if (/Android|iPhone|iPad|iPod|Windows Phone/i.test(ua)) return null
  if (/Windows NT|Win64|Win32|Windows/i.test(ua)) {
    if (bitness === '32') return 'win32'
    if (bitness === '64') return 'win64'
    return /Win64|WOW64|x64|x86_64|amd64|ARM64/i.test(ua) ? 'win64' : 'win32'
  }
  if (/Macintosh|Mac OS X/i.test(ua)) return architecture === 'arm' ? 'arm64' : 'mac'
  if (/CrOS|Linux|X11|Ubuntu|Fedora/i.test(ua)) return 'linux'
  return null
}
