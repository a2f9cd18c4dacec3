/**
 * A stand-in for Google's published signing keys (the network edge the tests cannot reach): a fresh RSA key
 * pair per run, its public half served as a JWKS like https://www.googleapis.com/oauth2/v3/certs, the private
 * half written where the end-to-end tests sign their ID tokens.
 */
import { generateKeyPairSync } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

/** Listens on a free port (several test runs may share the machine). */
export async function startGoogleFixture(dataDir: string) {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const kid = `test-${Date.now()}`
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(
    path.join(dataDir, 'google-test-key.json'),
    JSON.stringify({ kid, pem: privateKey.export({ type: 'pkcs8', format: 'pem' }) }),
  )
  const server = createServer((req, res) => {
    if (req.url?.startsWith('/oauth2/v3/certs')) {
      res.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=3600',
      })
      res.end(JSON.stringify({ keys: [jwk] }))
    } else {
      res.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/oauth2/v3/certs`, close: () => server.close() }
}
