import { describe, expect, it } from 'vitest'
import { agentOf } from './agent-names'

describe('agentOf', () => {
  it('names the browser, system and device class of common agents', () => {
    const cases: [string, ReturnType<typeof agentOf>][] = [
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        { device: 'desktop', os: 'Windows', browser: 'Chrome' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
        { device: 'desktop', os: 'Windows', browser: 'Edge' },
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
        { device: 'desktop', os: 'macOS', browser: 'Safari' },
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1',
        { device: 'mobile', os: 'iOS', browser: 'Chrome' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        { device: 'mobile', os: 'Android', browser: 'Samsung Internet' },
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
        { device: 'tablet', os: 'Android', browser: 'Chrome' },
      ],
      [
        'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
        { device: 'desktop', os: 'Linux', browser: 'Firefox' },
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 YaBrowser/24.6.0.0 Safari/537.36',
        { device: 'desktop', os: 'Windows', browser: 'Yandex' },
      ],
      ['', { device: 'desktop', os: 'Other', browser: 'Other' }],
    ]
    for (const [ua, agent] of cases) expect(agentOf(ua), ua).toEqual(agent)
  })
})
