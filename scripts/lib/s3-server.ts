/**
 * A throwaway S3-compatible server for tests (the s3rver dev dependency: S3's REST protocol with signature
 * checks, objects in a temporary folder), with one bucket. Its fixed credentials are S3RVER / S3RVER.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './free-port'

export interface S3Server {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  stop: () => Promise<void>
}

export async function startS3(bucket = 'media'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'site-s3-'))
  const port = await freePort()
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  await server.run()
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    stop: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
