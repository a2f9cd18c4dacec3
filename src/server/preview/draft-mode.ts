import 'server-only'
import { draftMode } from 'next/headers'

/**
 * Whether this render previews drafts. Only the preview route turns draft mode on, after checking that the
 * request comes from a signed-in editor; prerendering always sees it off. Inside a cached data function the
 * answer comes from the request, and Next.js neither reads nor writes the cache in draft mode.
 */
export async function isPreview(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false
  }
}

/** Query options: published documents through public access, or in preview the latest drafts. */
export async function readOptions(): Promise<{ overrideAccess: boolean; draft: boolean }> {
  const preview = await isPreview()
  return { overrideAccess: preview, draft: preview }
}
