'use client'
/**
 * The support chat's button (spec sections 2 and 9): a real button the site draws, standing in for the third-party
 * widget until the visitor shows they want it. Hovering or focusing it starts loading the chat (the address and
 * configuration calls, then the widget script: src/client/runtime/chat.ts); a click asks for it too. Once the
 * widget's own frame is there, this button steps aside and the widget is the chat; the spec's polling and button
 * offsets apply from then on.
 *
 * Loading the widget on every page view cost three API calls and a third-party script on the main thread in the
 * first seconds of each visit, for the few visitors who open the chat.
 */
import { useEffect, useState } from 'react'
import { CHAT_STATE_EVENT, intendChat } from './chat-events'
import { consentGranted, whenConsented } from './consent'
import { openConsent } from './consent-events'

export default function ChatLauncher({ label }: { label: string }) {
  const [state, setState] = useState<'idle' | 'loading' | 'ready' | 'none'>('idle')
  useEffect(() => {
    const onState = (event: Event) => setState((event as CustomEvent<'ready' | 'none'>).detail)
    window.addEventListener(CHAT_STATE_EVENT, onState)
    return () => window.removeEventListener(CHAT_STATE_EVENT, onState)
  }, [])
  if (state === 'ready' || state === 'none') return null
  const intent = () => {
    // The chat is a third party's: before consent, hovering loads nothing, and a click asks for consent first.
    if (state !== 'idle' || !consentGranted()) return
    setState('loading')
    intendChat()
  }
  const click = () => {
    if (consentGranted()) intent()
    else {
      openConsent('chat')
      whenConsented(() => {
        setState('loading')
        intendChat()
      })
    }
  }
  return (
    <button
      type="button"
      className="chat-launcher"
      data-track-click="chat_launcher"
      aria-busy={state === 'loading'}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={click}
    >
      <svg
        aria-hidden="true"
        width="22"
        height="22"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      </svg>
      <span>{label}</span>
    </button>
  )
}
