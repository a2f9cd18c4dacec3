/**
 * Ending a user's draft preview on the server (src/lib/preview-session.ts): each preview session carries the
 * user's preview epoch as it was when the session was issued, and the proxy lets through only sessions of the
 * current one (from the staff list every instance reads from the database within a second). Leaving preview and
 * signing out of the CMS move the epoch on, so cookies a browser kept afterwards are worth nothing.
 */
import type { Payload, PayloadRequest } from 'payload'

/** The user's current preview epoch, read from the database (a session is issued with it). */
export async function previewEpochOf(
  payload: Payload,
  userId: string | number,
  req?: Partial<PayloadRequest>,
): Promise<number> {
  const user = await payload.findByID({
    collection: 'users',
    id: userId,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
    req,
  })
  return user.previewEpoch ?? 0
}

/** Ends every preview session the user has (in every browser) by moving their epoch on. */
export async function endPreviewSessions(
  payload: Payload,
  userId: string | number,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const epoch = await previewEpochOf(payload, userId, req)
  await payload.update({
    collection: 'users',
    id: userId,
    data: { previewEpoch: epoch + 1 },
    depth: 0,
    overrideAccess: true,
    req,
  })
}
