import { describe, expect, it } from 'vitest'
import {
  guardDraftMode,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  signPreviewSession,
  verifyPreviewSession,
  withoutCookies,
} from './preview-session'

const SECRET = 'preview-test-secret'
const T0 = Date.UTC(2026, 10, 24, 9, 0, 0)
const staff = new Map([['7', { role: 'editor', epoch: 2 }]])
const role = {
  role: (id: string) => staff.get(id)?.role,
  epoch: (id: string) => staff.get(id)?.epoch ?? 0,
  listedAt: T0 - 60_000,
}

describe('preview sessions', () => {
  it('are signed per user and expire', () => {
    const token = signPreviewSession(7, 'editor', 2, SECRET, T0)
    expect(verifyPreviewSession(token, SECRET, T0 + 1000)).toEqual({
      userId: '7',
      role: 'editor',
      epoch: 2,
      expires: T0 / 1000 + PREVIEW_SESSION_SECONDS,
    })
    expect(verifyPreviewSession(token, SECRET, T0 + PREVIEW_SESSION_SECONDS * 1000)).toBeNull()
    expect(verifyPreviewSession(token, 'another-secret', T0)).toBeNull()
    expect(verifyPreviewSession(token.replace(/^7\./, '8.'), SECRET, T0)).toBeNull()
    expect(verifyPreviewSession(token.replace('.editor.', '.admin.'), SECRET, T0)).toBeNull()
    expect(verifyPreviewSession(token.replace('.editor.2.', '.editor.3.'), SECRET, T0)).toBeNull()
    expect(signPreviewSession(7, 'editor', 2, SECRET, T0)).not.toBe(token)
    for (const junk of [
      '',
      'x',
      '7.1.2.3',
      `${token}x`,
      token.replace(/\.[^.]+$/, '.'),
      'constructor',
    ])
      expect(verifyPreviewSession(junk, SECRET, T0)).toBeNull()
  })

  it('let draft mode through only beside a valid session of a current editor or admin', () => {
    const token = signPreviewSession(7, 'editor', 2, SECRET, T0)
    const ok = `a=1; __prerender_bypass=abc; ${PREVIEW_COOKIE}=${token}`
    expect(guardDraftMode(ok, SECRET, role, T0)).toBe(ok)
    // Any value of the draft-mode cookie alone, a session of a deleted or demoted user, an expired one: stripped.
    expect(guardDraftMode('a=1; __prerender_bypass=anything', SECRET, role, T0)).toBe('a=1')
    expect(
      guardDraftMode(
        `__prerender_bypass=abc; ${PREVIEW_COOKIE}=${signPreviewSession(8, 'editor', 2, SECRET, T0 - 120_000)}`,
        SECRET,
        role,
        T0,
      ),
    ).toBe('')
    // A user created after the staff list was read (it is read again within a second) is not turned away.
    const fresh = `__prerender_bypass=abc; ${PREVIEW_COOKIE}=${signPreviewSession(8, 'editor', 2, SECRET, T0)}`
    expect(guardDraftMode(fresh, SECRET, role, T0)).toBe(fresh)
    expect(guardDraftMode(fresh, SECRET, null, T0)).toBe('')
    expect(guardDraftMode(ok, SECRET, role, T0 + PREVIEW_SESSION_SECONDS * 1000)).toBe('a=1')
    expect(guardDraftMode('__next_preview_data=x; b=2', SECRET, role, T0)).toBe('b=2')
    // A session issued to an admin who is an editor now: stripped (a role change ends a preview).
    expect(
      guardDraftMode(
        `__prerender_bypass=abc; ${PREVIEW_COOKIE}=${signPreviewSession(7, 'admin', 2, SECRET, T0)}`,
        SECRET,
        role,
        T0,
      ),
    ).toBe('')
    // A session of an earlier preview epoch (the editor left preview or signed out since): stripped. One of a later
    // epoch than the list knows (issued after the list was read) goes through.
    expect(
      guardDraftMode(
        `__prerender_bypass=abc; ${PREVIEW_COOKIE}=${signPreviewSession(7, 'editor', 1, SECRET, T0)}`,
        SECRET,
        role,
        T0,
      ),
    ).toBe('')
    const later = `__prerender_bypass=abc; ${PREVIEW_COOKIE}=${signPreviewSession(7, 'editor', 3, SECRET, T0)}`
    expect(guardDraftMode(later, SECRET, role, T0)).toBe(later)
    // No draft-mode cookie: untouched, whatever else is there.
    expect(guardDraftMode('a=1; b=2', SECRET, role, T0)).toBe('a=1; b=2')
    expect(guardDraftMode(undefined, SECRET, role, T0)).toBeUndefined()
  })

  it('removes only the named cookies', () => {
    expect(withoutCookies('a=1;b=2; c=3', ['b'])).toBe('a=1; c=3')
    expect(withoutCookies('ab=1; a=2', ['a'])).toBe('ab=1')
  })
})
