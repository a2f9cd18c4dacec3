/** Between the chat's button and the chat loader, separate chunks: a visitor may reach for the chat before it listens. */
const INTENT_EVENT = 'site:chat-intent'
/** The widget took over (`ready`), there is no chat for this visitor (`none`), or it could not load (`failed`). */
export const CHAT_STATE_EVENT = 'site:chat-state'
export type ChatState = 'ready' | 'none' | 'failed'

type Flagged = Window & { __siteChatIntent?: boolean }

/** The visitor reached for the chat. */
export function intendChat(): void {
  ;(window as Flagged).__siteChatIntent = true
  window.dispatchEvent(new Event(INTENT_EVENT))
}

/** Runs `start` once, when the visitor reaches for the chat (at once if they already did). */
export function onChatIntent(start: () => void): void {
  if ((window as Flagged).__siteChatIntent) start()
  else window.addEventListener(INTENT_EVENT, start, { once: true })
}
