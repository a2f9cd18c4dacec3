import 'server-only'
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BEACON_PRIVATE_KEY_PEM, DATA_DIR, REQUIRE_SECRETS } from '@/config'

let keys: { privateKey: KeyObject; publicSpki: string } | undefined

/**
 * The statistics beacon's RSA-OAEP key pair: BEACON_PRIVATE_KEY (PEM) when set, else generated once into
 * data/ (development and demo); the public half is public configuration the pages encrypt with.
 */
export function beaconKeys() {
  if (keys) return keys
  let pem = BEACON_PRIVATE_KEY_PEM
  if (!pem) {
    const file = path.join(DATA_DIR, '.beacon-private-key.pem')
    if (!existsSync(file)) {
      if (REQUIRE_SECRETS) throw new Error('BEACON_PRIVATE_KEY is not set and REQUIRE_SECRETS=1')
      mkdirSync(DATA_DIR, { recursive: true })
      const pair = generateKeyPairSync('rsa', { modulusLength: 2048 })
      writeFileSync(file, pair.privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 })
    }
    pem = readFileSync(file, 'utf8')
  }
  const privateKey = createPrivateKey(pem)
  const publicSpki = createPublicKey(privateKey)
    .export({ type: 'spki', format: 'der' })
    .toString('base64')
  keys = { privateKey, publicSpki }
  return keys
}
