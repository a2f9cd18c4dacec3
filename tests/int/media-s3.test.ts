/**
 * Media on S3: with S3_BUCKET set, uploads go to the bucket (a real S3-protocol server, s3rver) and nowhere on the
 * local disk, are served back through the CMS's file route, and go when their document goes.
 */
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { mediaSrc } from '@/lib/links'
import { startS3, type S3Server } from '../../scripts/lib/s3-server'
import { freshPayload } from './helpers'

let s3: S3Server
let payload: Payload
let cleanup: () => Promise<void>
let client: S3Client

beforeAll(async () => {
  s3 = await startS3('site-media')
  Object.assign(process.env, {
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_PREFIX: 'uploads',
  })
  ;({ payload, cleanup } = await freshPayload())
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  })
}, 120_000)
afterAll(async () => {
  await cleanup?.()
  await s3?.stop()
  for (const name of [
    'S3_BUCKET',
    'S3_ENDPOINT',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_PREFIX',
  ])
    delete process.env[name]
})

const keys = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }))).Contents ?? [])
    .map((o) => o.Key as string)
    .sort()

it('stores an upload and its resized copies in the bucket, not on the disk, and deletes them with the document', async () => {
  const png = await sharp({
    create: { width: 700, height: 400, channels: 3, background: { r: 30, g: 64, b: 175 } },
  })
    .png()
    .toBuffer()
  const doc = await payload.create({
    collection: 'media',
    data: { alt: 'S3 test image' },
    file: { data: png, mimetype: 'image/png', name: 's3-test.png', size: png.length },
    overrideAccess: true,
  })
  const stored = await keys()
  // The original, the widths below its own (320, 640) and one copy at its own width for the larger sizes.
  expect(stored).toEqual([
    'uploads/s3-test-320x183.png',
    'uploads/s3-test-640x366.png',
    'uploads/s3-test-700x400.png',
    'uploads/s3-test.png',
  ])
  const original = await client.send(
    new GetObjectCommand({ Bucket: s3.bucket, Key: 'uploads/s3-test.png' }),
  )
  expect(Buffer.from(await original.Body!.transformToByteArray()).equals(png)).toBe(true)
  expect(original.ContentType).toBe('image/png')
  // Nothing on the local disk; the URL is still the CMS's file route.
  const localDir = path.join(process.env.DATA_DIR as string, 'media')
  expect(existsSync(localDir) ? readdirSync(localDir) : []).toEqual([])
  expect(mediaSrc(doc.url as string)).toMatch(
    /^\/cms\/api\/media\/file\/s3-test\.png(\?prefix=uploads)?$/,
  )
  // That route's handler streams the file from the bucket.
  type Handler = (
    req: unknown,
    args: { params: { collection: string; filename: string } },
  ) => Promise<Response | undefined>
  const handlers =
    (payload.collections.media.config.upload as { handlers?: Handler[] }).handlers ?? []
  const served = await handlers.at(-1)?.(
    { headers: new Headers(), payload },
    { params: { collection: 'media', filename: 's3-test.png' } },
  )
  expect(served?.status).toBe(200)
  expect(Buffer.from(await (served as Response).arrayBuffer()).equals(png)).toBe(true)

  await payload.delete({ collection: 'media', id: doc.id, overrideAccess: true })
  expect(await keys()).toEqual([])
})
