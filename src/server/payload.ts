import 'server-only'
import config from '@payload-config'
import { getPayload as getPayloadInstance, type Payload } from 'payload'

/** The shared Payload instance (Local API). Public pages always call it with overrideAccess: false. */
export function getPayload(): Promise<Payload> {
  return getPayloadInstance({ config })
}
