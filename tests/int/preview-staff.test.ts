/**
 * A preview session is good only while its user is still staff with the role it was issued for. The proxy judges
 * that from the site tables (src/server/site-tables/slot.ts), which the loader re-reads when the database changes and
 * confirms every second otherwise. An editor deleted within a second of opening a preview used to keep it until
 * something else changed: the guard's grace for "a user newer than the list" was measured against the list's last
 * rebuild instead of the loader's last look.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Payload } from 'payload'
import { guardDraftMode, PREVIEW_COOKIE, signPreviewSession } from '@/lib/preview-session'
import { staffList } from '@/server/site-tables/slot'
import { endPreviewSessions, previewEpochOf } from '@/server/preview/sessions'
import { refreshSiteTables } from '@/server/site-tables/loader'
import { freshPayload } from './helpers'

const SECRET = 'integration-test-secret'
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload())
  // The first user is always made an admin: the test's own users come after this one.
  await payload.create({
    collection: 'users',
    data: { email: 'first@example.com', password: 'first password, long enough', roles: 'admin' },
  })
  await refreshSiteTables(payload)
})
afterAll(() => cleanup())

/** Whether the proxy lets draft mode through for a request carrying the session and Next.js's draft-mode cookie. */
function guarded(token: string): boolean {
  const passed = guardDraftMode(
    `__prerender_bypass=x; ${PREVIEW_COOKIE}=${token}`,
    SECRET,
    staffList(),
  )
  return passed?.includes(PREVIEW_COOKIE) ?? false
}

describe('preview sessions and the staff list', () => {
  it('a round without changes still moves the time the list is known to be current', async () => {
    const before = Date.now()
    expect(await refreshSiteTables(payload)).toBe(false)
    expect(staffList()?.listedAt).toBeGreaterThanOrEqual(before)
  })

  it('an editor deleted right after opening a preview loses it at the next round, and a demoted admin at once', async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `editor-${Date.now()}@example.com`,
        password: 'editor password, long enough',
        roles: 'editor',
      },
    })
    const admin = await payload.create({
      collection: 'users',
      data: {
        email: `admin-${Date.now()}@example.com`,
        password: 'admin password, long enough',
        roles: 'admin',
      },
    })
    expect([editor.roles, admin.roles]).toEqual(['editor', 'admin'])
    const editorToken = signPreviewSession(editor.id, 'editor', 0, SECRET)
    const adminToken = signPreviewSession(admin.id, 'admin', 0, SECRET)
    // Issued before the loader saw the new users: let through (they exist, the list is a second behind).
    expect(guarded(editorToken)).toBe(true)
    expect(await refreshSiteTables(payload)).toBe(true)
    expect(guarded(editorToken)).toBe(true)
    expect(guarded(adminToken)).toBe(true)

    await payload.delete({ collection: 'users', id: editor.id })
    await payload.update({ collection: 'users', id: admin.id, data: { roles: 'editor' } })
    expect(await refreshSiteTables(payload)).toBe(true)
    expect(guarded(adminToken), 'demoted').toBe(false)
    // Within the issue time's rounding (whole seconds), the deleted editor's session may still pass; a round more
    // than that after it, with nothing else changed in the database, it must not.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    expect(await refreshSiteTables(payload)).toBe(false)
    expect(guarded(editorToken), 'deleted').toBe(false)
  }, 30_000)

  it("ending a user's preview sessions (leaving preview, signing out) turns away the ones issued before, and not the next", async () => {
    const editor = await payload.create({
      collection: 'users',
      data: {
        email: `ending-${Date.now()}@example.com`,
        password: 'editor password, long enough',
        roles: 'editor',
      },
    })
    await refreshSiteTables(payload)
    const epoch = await previewEpochOf(payload, editor.id)
    expect(epoch).toBe(0)
    const before = signPreviewSession(editor.id, 'editor', epoch, SECRET)
    expect(guarded(before)).toBe(true)
    await endPreviewSessions(payload, editor.id)
    // Seen by the loader's next round, as on every instance.
    expect(await refreshSiteTables(payload)).toBe(true)
    expect(guarded(before), 'ended').toBe(false)
    const after = signPreviewSession(
      editor.id,
      'editor',
      await previewEpochOf(payload, editor.id),
      SECRET,
    )
    expect(guarded(after), 'opened again').toBe(true)
    // Nobody moves the epoch back through the CMS: the field is the server's own.
    const back = await payload.update({
      collection: 'users',
      id: editor.id,
      data: { previewEpoch: 0 },
      overrideAccess: false,
      user: editor,
    })
    expect(back.previewEpoch).toBeUndefined()
    expect(await previewEpochOf(payload, editor.id)).toBe(1)
  })
})
