import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'
import { roleOfUser, type Role } from '@/cms/access'

/** The shared Payload instance (Local API). Public pages always call it with overrideAccess: false. */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config })
}

/** Who sends a request, by its CMS session (cookie or `Authorization: JWT`): signed in at all, and the CMS role. */
export async function cmsSession(headers: Headers): Promise<{
  payload: Payload
  signedIn: boolean
  role: Role | undefined
  userId: string | undefined
}> {
  const payload = await getPayload()
  const { user } = await payload.auth({ headers })
  const role = roleOfUser(user)
  return {
    payload,
    signedIn: Boolean(user),
    role,
    userId: role && user ? String(user.id) : undefined,
  }
}
