import { describe, expect, it } from 'vitest'
import type { Chat } from '@/cms/payload-types'

// Dynamic: the module reads the CMS through src/server/payload.ts, which this test never initialises.
const load = () => import('./chat')

const chat = {
  id: 1,
  languages: [
    {
      lang: 'en',
      provider: 'SS_ROBOT',
      script: '<script src="https://widget.polyprofile.com/en.js"></script>',
    },
    {
      lang: 'ru',
      provider: 'SS_HUMAN',
      script: '<script src="https://widget.polyprofile.com/ru.js"></script>',
    },
  ],
  defaultScript: '<script src="https://widget.polyprofile.com/default.js"></script>',
  noChatIps: '198.51.100.250\n203.0.113.9',
} as Chat

describe('chat configuration', () => {
  it('gives a language its own widget, else the English one, and none to an excluded address', async () => {
    const { chatConfigFor } = await load()
    expect(chatConfigFor(chat, 'ru', '192.0.2.1')).toEqual({
      chat: 'SS_HUMAN',
      chat_info: { js: chat.languages?.[1]?.script },
    })
    expect(chatConfigFor(chat, 'jp', '192.0.2.1')).toEqual({
      chat: 'SS_ROBOT',
      chat_info: { js: chat.languages?.[0]?.script },
    })
    expect(chatConfigFor(chat, 'en', '203.0.113.9')).toEqual({ chat: null, chat_info: null })
    expect(chatConfigFor({ ...chat, languages: [] }, 'en', '192.0.2.1')).toEqual({
      chat: null,
      chat_info: { js: chat.defaultScript },
    })
  })

  it('chooses easemob for the configured countries within the service hours only', async () => {
    const { chatChoiceFor } = await load()
    const choose = {
      easemobCountries: 'CN, hk',
      startHour: 9,
      endHour: 18,
      timezone: 'Asia/Shanghai',
    }
    const at = (utcHour: number) => new Date(Date.UTC(2026, 10, 24, utcHour))
    expect(chatChoiceFor(choose, 'CN', at(2))).toBe('easemob') // 10:00 in Shanghai
    expect(chatChoiceFor(choose, 'HK', at(2))).toBe('easemob')
    expect(chatChoiceFor(choose, 'CN', at(12))).toBe('ss') // 20:00 in Shanghai
    expect(chatChoiceFor(choose, 'US', at(2))).toBe('ss')
    expect(chatChoiceFor({ easemobCountries: 'CN' }, 'CN', at(12))).toBe('easemob')
    expect(chatChoiceFor(undefined, 'CN', at(2))).toBe('ss')
  })
})
