/**
 * The support chat's configuration (spec sections 7 and 8): which widget a language gets (none for addresses
 * editors exclude), and on zh the choice between the language's own widget (easemob) and the default one (ss) by
 * country and service hours.
 */
import 'server-only'
import type { Chat } from '@/cms/payload-types'
import type { Locale } from '@/i18n/locales'
import { getChat } from '../content/globals'
import { ok } from '../api/envelope'
import type { Handler } from '../api/endpoint'
import type { chatChoiceInput, chatConfigInput } from '../api/schemas'
import { geo } from '../visitors/geo'

/** The chat a language shows to an address: its provider and script, or none. */
export function chatConfigFor(
  chat: Chat,
  lang: Locale,
  ip: string,
): { chat: string | null; chat_info: { js: string } | null } {
  const blocked = (chat.noChatIps ?? '').split(/\s+/).filter(Boolean)
  if (blocked.includes(ip)) return { chat: null, chat_info: null }
  const rows = chat.languages ?? []
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === 'en')
  if (!row) return { chat: null, chat_info: chat.defaultScript ? { js: chat.defaultScript } : null }
  return { chat: row.provider, chat_info: { js: row.script } }
}

/** easemob for the configured countries within the service hours (in the configured timezone), else ss. */
export function chatChoiceFor(
  choose: Chat['choose'],
  country: string,
  now = new Date(),
): 'easemob' | 'ss' {
  const countries = (choose?.easemobCountries ?? '')
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean)
  let inHours = true
  if (choose?.startHour != null && choose?.endHour != null) {
    const hour = Number(
      new Intl.DateTimeFormat('en-GB', {
        hour: 'numeric',
        hourCycle: 'h23',
        timeZone: choose.timezone || 'Asia/Shanghai',
      }).format(now),
    )
    inHours = hour >= choose.startHour && hour < choose.endHour
  }
  return countries.includes(country) && inHours ? 'easemob' : 'ss'
}

/** `sys/config/register-chat/get-chat-type-config` */
export const chatConfig: Handler<typeof chatConfigInput> = async ({ input, ip }) =>
  ok(chatConfigFor(await getChat(), input.lang, ip))

/** `third/chat/choose` */
export const chatChoice: Handler<typeof chatChoiceInput> = async ({ input, ip }) => {
  const country = (await geo(input.ip || ip)).country
  return ok({ type: chatChoiceFor((await getChat()).choose, country), country })
}
