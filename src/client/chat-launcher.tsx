'use client'
/**
 * The support chat's button (spec sections 2 and 9), standing in for the third-party widget, which loads only when
 * the visitor hovers, focuses or clicks it: few visitors open the chat. When it cannot load, it offers other ways.
 */
import { useEffect, useRef, useState } from 'react'
import { CHAT_STATE_EVENT, intendChat, type ChatState } from './chat-events'
import { consentGranted, whenConsented } from './consent'
import { openConsent } from './consent-events'

export interface ChatLabels {
  chat: string
  failed: string
  help: string
  group: string
  close: string
}

export default function ChatLauncher({
  labels,
  helpHref,
  groupHref,
}: {
  labels: ChatLabels
  helpHref: string
  groupHref: string
}) {
  const [state, setState] = useState<'idle' | 'loading' | ChatState>('idle')
  // The other ways are shown when the visitor asked for the chat (a click), not when a hover found it missing.
  const [showOthers, setShowOthers] = useState(false)
  const asked = useRef(false)
  useEffect(() => {
    const onState = (event: Event) => {
      const next = (event as CustomEvent<ChatState>).detail
      setState(next)
      if (next === 'failed' && asked.current) setShowOthers(true)
    }
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
    asked.current = true
    if (state === 'failed') setShowOthers((shown) => !shown)
    else if (consentGranted()) intent()
    else {
      openConsent('chat')
      whenConsented(() => {
        setState('loading')
        intendChat()
      })
    }
  }
  return (
    <div className="chat-float" data-float="">
      <button
        type="button"
        className="chat-launcher"
        data-track-click="chat_launcher"
        aria-busy={state === 'loading'}
        aria-expanded={state === 'failed' ? showOthers : undefined}
        aria-controls={state === 'failed' ? 'chat-fallback' : undefined}
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
        <span className="chat-launcher-label">{labels.chat}</span>
      </button>
      {/* A live region from the start, so that what it says when the chat fails is read out. */}
      <div
        id="chat-fallback"
        className={state === 'failed' && showOthers ? 'chat-fallback' : undefined}
        role="status"
      >
        {state === 'failed' && showOthers ? (
          <>
            <p>{labels.failed}</p>
            <ul>
              <li>
                <a href={helpHref}>{labels.help}</a>
              </li>
              <li>
                <a href={groupHref}>{labels.group}</a>
              </li>
            </ul>
            <button
              type="button"
              className="chat-fallback-close"
              aria-label={labels.close}
              onClick={() => setShowOthers(false)}
            >
              ×
            </button>
          </>
        ) : null}
      </div>
    </div>
  )
}
