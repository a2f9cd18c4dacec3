import type { GlobalConfig } from 'payload'
import { CHAT_SCRIPT_HOSTS } from '@/config'
import { locales } from '@/i18n/locales'
import { chatScriptSrc, checkChatScript } from '@/lib/chat-script'
import { isStaff, nobody } from '../access'
import { revalidateGlobal } from '../hooks/revalidate'

/** Support chat per language, visitors who get none, and the rule choosing the Chinese chat provider. */
export const Chat: GlobalConfig = {
  slug: 'chat',
  admin: { group: 'Site' },
  // Staff only, reading included: the no-chat list holds visitor addresses. The product API hands visitors the
  // one script their language gets.
  access: { read: isStaff, update: isStaff, readVersions: nobody },
  fields: [
    {
      name: 'languages',
      type: 'array',
      fields: [
        {
          name: 'lang',
          type: 'select',
          required: true,
          options: locales.map((l) => ({ label: l, value: l })),
        },
        {
          name: 'provider',
          type: 'select',
          required: true,
          options: ['SS_ROBOT', 'SS_HUMAN', 'HUAN_XIN'].map((v) => ({ label: v, value: v })),
        },
        {
          name: 'script',
          type: 'textarea',
          required: true,
          admin: {
            description: `Snippet with an https .js source on one of: ${CHAT_SCRIPT_HOSTS.join(', ')}.`,
          },
          validate: (value: string | null | undefined) => {
            const src = chatScriptSrc(value ?? '')
            if (!src) return 'The snippet needs a script with a src.'
            return checkChatScript(src, CHAT_SCRIPT_HOSTS)
          },
        },
      ],
    },
    {
      name: 'defaultScript',
      type: 'textarea',
      admin: {
        description: 'Loaded when the visitor address or the configuration cannot be fetched.',
      },
      validate: (value: string | null | undefined) =>
        !value ? true : checkChatScript(chatScriptSrc(value) ?? '', CHAT_SCRIPT_HOSTS),
    },
    {
      name: 'noChatIps',
      type: 'textarea',
      admin: { description: 'Visitor addresses that get no chat, one per line.' },
    },
    {
      name: 'choose',
      type: 'group',
      admin: { description: 'Chinese chat: easemob for these countries (and hours), else ss.' },
      fields: [
        {
          name: 'easemobCountries',
          type: 'text',
          admin: { description: 'ISO country codes, comma-separated, e.g. CN, HK.' },
        },
        { name: 'startHour', type: 'number', min: 0, max: 23 },
        { name: 'endHour', type: 'number', min: 1, max: 24 },
        { name: 'timezone', type: 'text', defaultValue: 'Asia/Shanghai' },
      ],
    },
  ],
  hooks: { afterChange: [revalidateGlobal] },
}
