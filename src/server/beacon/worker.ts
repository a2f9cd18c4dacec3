/**
 * The statistics beacon's worker thread (started by src/server/beacon/thread.ts from server.ts). It answers
 * `POST /api/stats/collect` with the API's own dispatcher, so a batch is checked, decrypted and stored exactly as
 * the Next.js route would, but on its own thread and database connection: the RSA decryption, the form parsing and
 * the synchronous SQLite writes no longer hold up the thread that renders the pages.
 */
import { parentPort } from 'node:worker_threads'
import { NextRequest } from 'next/server'
import { dispatch } from '../api/dispatch'
import { fail } from '../api/envelope'
import { getPayload } from '../payload'

export interface BeaconJob {
  id: number
  url: string
  method: string
  headers: [string, string][]
  body: Uint8Array
}
export interface BeaconAnswer {
  id: number
  status: number
  headers: [string, string][]
  body: string
}
export type WorkerMessage = { ready: true } | BeaconAnswer

const port = parentPort
if (!port) throw new Error('beacon-worker runs as a worker thread')

async function answer(job: BeaconJob): Promise<BeaconAnswer> {
  let res: Response
  try {
    const req = new NextRequest(job.url, {
      method: job.method,
      headers: job.headers,
      body: job.body.byteLength ? new Uint8Array(job.body) : undefined,
    })
    res = await dispatch(req, 'stats/collect')
  } catch (error) {
    console.error('Statistics beacon worker failed', error)
    res = fail(500, 'Internal error.', 500)
  }
  return { id: job.id, status: res.status, headers: [...res.headers], body: await res.text() }
}

port.on('message', (job: BeaconJob) => {
  void answer(job).then((message) => port.postMessage(message satisfies WorkerMessage))
})

// Connected (and the schema checked) before the first batch arrives. Not a top-level await: a module still being
// evaluated cannot be imported by anything the CMS loads on the way, so a worker whose start waited on one hung
// (before its boot held the loop open, it exited with code 13, "unsettled top-level await").
const stage = globalThis as { beaconWorkerStage?: string }
stage.beaconWorkerStage = 'starting the CMS'
getPayload().then(
  () => port.postMessage({ ready: true } satisfies WorkerMessage),
  (error: unknown) => {
    console.error('Statistics beacon worker could not start the CMS', error)
    process.exit(1)
  },
)
