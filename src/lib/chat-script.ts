/** Chat widget script rules (spec section 5): the source must be an https address ending in .js on an allowed host. */

/** The `src` of the first script element in a snippet, or the snippet itself when it is a bare URL. */
export function chatScriptSrc(snippet: string): string | null {
  const tag = /<script\b[^>]*\bsrc\s*=\s*["']([^"']+)["'][^>]*>/i.exec(snippet)
  if (tag) return tag[1] as string
  const bare = snippet.trim()
  return /^\S+$/.test(bare) && bare.length > 0 ? bare : null
}

export function checkChatScript(src: string, allowedHosts: readonly string[]): true | string {
  let url: URL
  try {
    url = new URL(src)
  } catch {
    return 'The script address is not a valid URL.'
  }
  if (url.protocol !== 'https:') return 'The script must be served over https.'
  if (!url.pathname.endsWith('.js')) return 'The script address must end in .js.'
  if (url.username || url.password) return 'The script address must not carry credentials.'
  if (!allowedHosts.includes(url.hostname.toLowerCase()))
    return `The host ${url.hostname} is not on the chat allowlist (${allowedHosts.join(', ')}).`
  return true
}
