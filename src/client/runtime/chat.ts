/**
 * The support chat (spec sections 2, 4, 7, 8 and 9): the visitor's address, then the chat configuration for
 * the page language (none for the address editors exclude); on zh the chat choice between the language's own
 * widget (easemob) and the default one (ss). Either call failing loads the default script. A script is injected
 * only when its address is https, ends in .js and is on the allowed hosts. The widget's frame is then polled
 * every 500 ms (for at most 1200 ticks) to track ready, open and close and to move the floating buttons up.
 */
import { CHAT_POLL_MS, CHAT_POLL_TICKS, CHAT_READY_TIMEOUT_MS } from '@/lib/constants'
import { floatingOffset } from '@/lib/chat-offset'
import { chatScriptSrc, checkChatScript } from '@/lib/chat-script'
import { api } from '../api'
import { CHAT_STATE_EVENT, type ChatState } from '../chat-events'
import type { StatsQueue } from '../stats'
import { visitorAddress } from '../visitor-address'

export interface ChatOptions {
  /** BCP-47 tag of the page. */
  tag: string
  locale: string
  allowedHosts: string[]
  /** The default widget script address (used when the address or configuration call fails). */
  defaultSrc: string | null
  queue: StatsQueue
}

/** The chat widget's frame: the element a widget marks, or a frame whose id, name or title says chat. */
const FRAME_SELECTOR =
  '[data-chat-frame], iframe[id*="chat" i], iframe[name*="chat" i], iframe[title*="chat" i]'

/** The widget script to load; `null` when this visitor has no chat, `undefined` when none could be found (offline). */
async function chooseSource(options: ChatOptions): Promise<string | null | undefined> {
  let ip = ''
  try {
    ip = (await visitorAddress()).ip ?? ''
    const config = await api<{ chat: string | null; chat_info: { js?: string } | null }>(
      'sys/config/register-chat/get-chat-type-config',
      {
        query: { lang: options.tag, type: 'www' },
        quiet: true,
      },
    )
    if (!config.chat || !config.chat_info?.js) return null
    if (options.locale === 'zh') {
      const choice = await api<{ type: 'easemob' | 'ss' }>('third/chat/choose', {
        query: { ip, lang: 'zh' },
        quiet: true,
      }).catch(() => null)
      if (choice?.type === 'ss') return options.defaultSrc
    }
    return chatScriptSrc(config.chat_info.js)
  } catch {
    return options.defaultSrc ?? undefined
  }
}

export function setFloatingOffset(px: number): void {
  document.documentElement.style.setProperty('--float-offset', `${px}px`)
}

/** Tells the chat's button whether the widget took over, there is no chat, or it could not load. */
const announce = (state: ChatState) => {
  window.dispatchEvent(new CustomEvent(CHAT_STATE_EVENT, { detail: state }))
}

export async function startChat(options: ChatOptions): Promise<void> {
  const src = await chooseSource(options)
  if (src === undefined) return announce('failed')
  if (!src) return announce('none')
  const verdict = checkChatScript(src, options.allowedHosts)
  if (verdict !== true) {
    console.warn(`Chat script not loaded: ${verdict}`)
    return announce('none')
  }
  const script = document.createElement('script')
  script.src = src
  script.async = true
  script.dataset.chatWidget = ''
  // Blocked (a content blocker), offline, or a widget that never shows its frame: the visitor is told, and the
  // polling goes on, so a widget that comes late still takes over.
  let ready = false
  const failed = () => !ready && announce('failed')
  script.addEventListener('error', failed, { once: true })
  const slow = setTimeout(failed, CHAT_READY_TIMEOUT_MS)
  document.body.appendChild(script)

  let ticks = 0
  let open = false
  const timer = setInterval(() => {
    if (++ticks > CHAT_POLL_TICKS) {
      clearInterval(timer)
      return
    }
    const frame = document.querySelector<HTMLElement>(FRAME_SELECTOR)
    if (!frame) return
    if (!ready) {
      ready = true
      clearTimeout(slow)
      announce('ready')
      options.queue.track('expose', {
        name: 'chat ready',
        url: location.href.slice(0, 2048),
        title: document.title.slice(0, 200),
      })
    }
    const rect = frame.getBoundingClientRect()
    const visible =
      rect.height > 0 && rect.width > 0 && getComputedStyle(frame).visibility !== 'hidden'
    if (visible !== open) {
      open = visible
      options.queue.track('click', {
        key: open ? 'chat_open' : 'chat_close',
        type: 'chat',
        url: location.href.slice(0, 2048),
        title: document.title.slice(0, 200),
      })
    }
    setFloatingOffset(
      floatingOffset(
        open
          ? { height: rect.height, bottom: Math.max(0, window.innerHeight - rect.bottom) }
          : null,
      ),
    )
  }, CHAT_POLL_MS)
}
