/** The site's `/.well-known/security.txt` (RFC 9116): where to report a vulnerability. */

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The Contact values of a comma-separated setting: an e-mail address becomes a `mailto:` URI, an https URL stays;
 * anything else throws, so a wrong setting stops the server at start instead of publishing a dead contact.
 */
export function securityContacts(setting: string): string[] {
  const contacts = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const uri = /^[^\s@:/]+@[^\s@/]+\.[^\s@/]+$/.test(entry) ? `mailto:${entry}` : entry
      if (/^mailto:[^\s@:/]+@[^\s@/]+\.[^\s@/]+$/i.test(uri)) return uri
      try {
        if (new URL(uri).protocol === 'https:') return uri
      } catch {
        // Reported below with the other wrong values.
      }
      throw new Error(`SECURITY_CONTACT: "${entry}" is neither an e-mail address nor an https URL.`)
    })
  if (contacts.length === 0) throw new Error('SECURITY_CONTACT names no contact.')
  return contacts
}

/**
 * The file served on `origin`. Expires is a year from the start of the current day (UTC): the contact is read
 * from the running configuration, so the file is as current as the deployment that serves it, and stays the same
 * bytes all day (cacheable).
 */
export function securityTxt({
  contacts,
  languages,
  origin,
  now = new Date(),
}: {
  contacts: readonly string[]
  languages: readonly string[]
  origin: string
  now?: Date
}): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${new Date(today + 365 * DAY_MS).toISOString()}`,
    `Canonical: ${origin}/.well-known/security.txt`,
    `Preferred-Languages: ${languages.join(', ')}`,
    '',
  ].join('\n')
}
