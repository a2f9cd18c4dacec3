'use client'
/**
 * The few UI strings client components need, for the page's locale only. A tiny context instead of
 * next-intl's client provider keeps the ICU message formatter out of the browser bundle; server components
 * keep using next-intl.
 */
import { createContext, useContext, type ReactNode } from 'react'
import type { ClientMessages } from '@/i18n/messages'
import type { Locale } from '@/i18n/locales'

interface Value {
  locale: Locale
  messages: ClientMessages
}

const MessagesContext = createContext<Value | null>(null)

export function MessagesProvider({ locale, messages, children }: Value & { children: ReactNode }) {
  return (
    <MessagesContext.Provider value={{ locale, messages }}>{children}</MessagesContext.Provider>
  )
}

/** Replaces `{name}` placeholders. */
export function interpolate(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}

/** Translator for one namespace of the client messages, and the page locale. */
export function useClientMessages<N extends keyof ClientMessages>(namespace: N) {
  const value = useContext(MessagesContext)
  if (!value) throw new Error('MessagesProvider is missing')
  const strings = value.messages[namespace]
  return {
    locale: value.locale,
    t: (key: keyof ClientMessages[N] & string, values?: Record<string, string | number>) =>
      interpolate(strings[key as keyof typeof strings] as string, values),
  }
}
