/**
 * Google one-tap sign-in (spec sections 3, 4, 7 and 8): the identity script with `hl` = the page language, the
 * prompt 3 s after load, the credential posted to authorized-login with the login payload, then the app with
 * `t = cpl` (a new tab when asked), or the toast "Registration failed!" (Chinese text for zh and tc).
 */
import { ONE_TAP_DELAY_MS } from '@/lib/constants'
import { COOKIES } from '@/lib/cookies'
import { api } from '../api'
import { readCookie, writeCookie } from '../cookies'
import { toast } from '../toast-bus'

interface GoogleId {
  initialize: (options: {
    client_id: string
    callback: (response: { credential?: string }) => void
    auto_select?: boolean
    cancel_on_tap_outside?: boolean
    itp_support?: boolean
    use_fedcm_for_prompt?: boolean
  }) => void
  prompt: () => void
}

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client'

export interface OneTapOptions {
  clientId: string
  /** BCP-47 tag of the page (hl and the payload's language). */
  tag: string
  failedText: string
  /** Open the app in a new tab. */
  newTab?: boolean
  /** When the page finished loading (performance.now()), to show the prompt 3 s after it. */
  loadedAt: number
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.appendChild(script)
  })
}

export async function signInWithCredential(
  credential: string,
  options: Pick<OneTapOptions, 'tag' | 'failedText' | 'newTab'>,
): Promise<void> {
  const token = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('')
  // Double-submit: the same random value in a cookie and in the form.
  writeCookie('g_csrf_token', token, 1 / 144)
  const ref = readCookie(COOKIES.referral.name) ?? ''
  try {
    const result = await api<{ code: number; data?: { cpl?: string; redirect?: string } }>(
      'sys/user/passport/authorized-login',
      {
        form: {
          third_party: 'google',
          credential,
          g_csrf_token: token,
          invite_code: ref,
          regParam: ref,
          language: options.tag,
          source: (readCookie(COOKIES.referrer.name) ?? '').slice(0, 200),
          referer: document.referrer.slice(0, 2048),
          third_party_action_type: 'one_tap',
        },
      },
    )
    const target = result.code === 0 ? result.data?.redirect : undefined
    if (!target || !/^https?:\/\//.test(target)) throw new Error('no redirect')
    if (options.newTab) window.open(target, '_blank', 'noopener')
    else location.assign(target)
  } catch {
    toast(options.failedText, 'failed')
  }
}

export async function startOneTap(options: OneTapOptions): Promise<void> {
  if (!options.clientId) return
  try {
    await loadScript(`${GOOGLE_SCRIPT}?hl=${encodeURIComponent(options.tag)}`)
  } catch (error) {
    // Google is unreachable for many visitors (blocked networks): no prompt, and no error toast for a sign-in
    // they never started; the failed load is recorded as a resource error event.
    console.warn(error instanceof Error ? error.message : error)
    return
  }
  const id = (window as unknown as { google?: { accounts?: { id?: GoogleId } } }).google?.accounts
    ?.id
  if (!id) return
  id.initialize({
    client_id: options.clientId,
    callback: ({ credential }) => {
      if (credential) void signInWithCredential(credential, options)
      else toast(options.failedText, 'failed')
    },
    auto_select: false,
    cancel_on_tap_outside: true,
    itp_support: true,
  })
  setTimeout(
    () => id.prompt(),
    Math.max(0, ONE_TAP_DELAY_MS - (performance.now() - options.loadedAt)),
  )
}
