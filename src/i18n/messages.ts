import type en from '../../messages/en.json'
import type { Locale } from './locales'

export type Messages = typeof en

/** Loads one locale's UI strings on demand (each locale is its own chunk). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  try {
    return (await import(`../../messages/${locale}.json`)).default as Messages
  } catch (error) {
    console.error('Failed locale loading', locale, error)
    return (await import('../../messages/en.json')).default as Messages
  }
}

export type ClientMessages = Pick<Messages, 'error' | 'shell'>

/** The part of the messages that client components need; nothing else is sent to the browser. */
export function clientMessages(messages: Messages): ClientMessages {
  return { error: messages.error, shell: messages.shell }
}
