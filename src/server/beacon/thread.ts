/**
 * server.ts hands the statistics beacon (`POST /api/stats/collect`) to a worker thread (worker.ts) instead
 * of Next.js: this thread only reads the body and writes the answer, so pages keep being rendered while batches
 * arrive by the hundred per second. A batch is answered (200 acknowledged, 409 stored before, 4xx refused) only
 * after the worker has committed it; a batch the worker could not finish is answered 503, never acknowledged.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MessageChannel, Worker } from 'node:worker_threads'
import { BEACON_MAX_BYTES } from '../../lib/stats/beacon'
import type { BeaconAnswer, BeaconJob, WorkerMessage } from './worker'

/** The largest body the API reads for a batch and what it drains past it to answer 413 cleanly (1 MiB, src/server/api/http.ts). */
const BODY_CAP = BEACON_MAX_BYTES + 1024 * 1024 + 1
/** Batches waiting for the worker before new ones are answered 503. */
const BEACON_QUEUE_LIMIT = 512

interface Pending {
  res: ServerResponse
  closeAfter: boolean
}

const JSON_TYPE = 'application/json; charset=utf-8'
/**
 * A worker not ready this long after it began loading is replaced. A worker used to hang while loading, without a
 * word (neither ready nor exited): in CI's topology, soak and end-to-end runs, and here 2 to 3 starts in 4 under
 * --cpu-prof. Asked before it was replaced, a hung worker said it was still importing its modules, its event loop
 * idle, waiting on nothing but its own timer. The cause: several modules with a top-level await of their own
 * (Lexical's Node.js entries, through the CMS's editor) evaluating at once inside that import; imported one at a
 * time first (src/server/async-modules.mjs, which the boot imports), 12 starts in 12 under --cpu-prof were ready in 4-5 s.
 * This stays the backstop: batches waiting meanwhile are answered 503 and sent again. Healthy loads take 2 to 15 s
 * here: the first wait is 20 s, and it doubles with each start in a row that failed (to 160 s), so that a machine
 * slow enough to need longer still gets a worker.
 */
const READY_TIMEOUT_MS = 20_000

/**
 * The worker's code: compiled beside the compiled server (dist/beacon-worker.mjs, its boot and the sequential
 * imports copied there flat by `npm run build`), or from the TypeScript sources through tsx when the server itself
 * runs from them (this folder, the sequential imports one level up). Either is loaded by the boot module.
 */
const COMPILED_WORKER = new URL('./beacon-worker.mjs', import.meta.url)
const COMPILED = existsSync(fileURLToPath(COMPILED_WORKER))
const WORKER_BOOT = new URL(
  COMPILED ? './beacon-worker-boot.mjs' : './worker-boot.mjs',
  import.meta.url,
)
const WORKER_DATA = {
  entry: (COMPILED ? COMPILED_WORKER : new URL('./worker.ts', import.meta.url)).href,
  asyncModules: new URL(COMPILED ? './async-modules.mjs' : '../async-modules.mjs', import.meta.url)
    .href,
  typescript: !COMPILED,
}

function busy(res: ServerResponse, msg: string, closeAfter = false) {
  res.writeHead(503, {
    'Content-Type': JSON_TYPE,
    'Retry-After': '30',
    'Cache-Control': 'no-store',
    ...(closeAfter ? { Connection: 'close' } : {}),
  })
  res.end(JSON.stringify({ code: 503, msg, data: null }))
}

export class BeaconThread {
  private worker?: Worker
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private shed = 0
  /** Batches the worker accepted (2xx) since start: server.ts rebuilds today's roll-ups only after new ones. */
  accepted = 0
  /** Exits in a row without the worker getting ready: after three quick retries (1 s) each waits longer, up to 30 s. */
  private failedStarts = 0

  /**
   * `startAfter`: when the worker may begin loading its modules (the CMS, its native modules: libSQL, sharp) and
   * connecting: once this process's own CMS has started (server.ts), not at the same moment as it. It resolves to
   * something truthy when that CMS is up (and has migrated), to null when it was not in time.
   */
  constructor(private readonly startAfter: Promise<unknown> = Promise.resolve()) {
    this.spawn()
    setInterval(() => {
      if (this.shed > 0)
        console.warn(`Statistics beacon: ${this.shed} batch(es) refused as busy in the last minute`)
      this.shed = 0
    }, 60_000).unref()
  }

  private spawn() {
    // The worker waits on this flag before it loads anything (worker-boot.mjs); batches sent meanwhile wait in
    // its message queue.
    const gate = new Int32Array(new SharedArrayBuffer(4))
    // The watchdog's question to a worker that is not ready in time, and its answer, on a port of their own.
    const diagnosis = new MessageChannel()
    const worker = new Worker(WORKER_BOOT, {
      execArgv: ['--conditions=react-server'],
      workerData: { ...WORKER_DATA, gate: gate.buffer, diagnosis: diagnosis.port2 },
      transferList: [diagnosis.port2],
    })
    diagnosis.port1.on('message', (answer: unknown) =>
      console.error(`Statistics beacon worker, hung: ${JSON.stringify(answer)}`),
    )
    diagnosis.port1.unref()
    this.worker = worker
    worker.unref()
    let settled = false
    let watchdog: ReturnType<typeof setTimeout> | undefined
    void this.startAfter.then((migrated) => {
      // 1: this thread's CMS is up (so its migrations are done, and the worker need not run them); 2: waited long enough.
      Atomics.store(gate, 0, migrated ? 1 : 2)
      Atomics.notify(gate, 0)
      if (settled) return
      const patience = READY_TIMEOUT_MS * 2 ** Math.min(this.failedStarts, 3)
      watchdog = setTimeout(() => {
        // How busy its event loop was says whether it hung in native code (loop never ran) or waited on something.
        const { utilization, active, idle } = worker.performance.eventLoopUtilization()
        const loop = `event loop active ${Math.round(active)} ms, idle ${Math.round(idle)} ms, utilization ${utilization.toFixed(2)}`
        console.error(
          `Statistics beacon worker not ready ${patience / 1000} s after it began loading (${loop}): replacing it`,
        )
        // Its loop is idle, so it can still say where it is and what it waits on; replaced a second later regardless.
        diagnosis.port1.postMessage('diagnose')
        setTimeout(() => void worker.terminate(), 1_000).unref()
      }, patience)
      watchdog.unref()
    })
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        settled = true
        clearTimeout(watchdog)
        this.failedStarts = 0
        console.log('Statistics beacon worker ready')
      } else this.reply(message)
    })
    worker.on('error', (error) => console.error('Statistics beacon worker crashed', error))
    worker.on('exit', (code) => {
      settled = true
      diagnosis.port1.close()
      clearTimeout(watchdog)
      this.worker = undefined
      // Nothing the worker was holding was acknowledged: the pages keep those events and send them again.
      for (const [id, pending] of this.pending) {
        this.pending.delete(id)
        if (!pending.res.headersSent)
          busy(
            pending.res,
            'The batch could not be stored now: send it again later.',
            pending.closeAfter,
          )
      }
      const delay = Math.min(30_000, 1_000 * 2 ** Math.max(0, this.failedStarts++ - 2))
      console.error(
        `Statistics beacon worker exited (code ${code}); starting another in ${delay / 1000} s`,
      )
      setTimeout(() => this.spawn(), delay).unref()
    })
  }

  private reply({ id, status, headers, body }: BeaconAnswer) {
    const pending = this.pending.get(id)
    if (!pending) return
    this.pending.delete(id)
    // Stored whether or not the sender is still there to hear it.
    if (status >= 200 && status < 300) this.accepted++
    const { res, closeAfter } = pending
    if (res.destroyed) return
    for (const [name, value] of headers) res.setHeader(name, value)
    if (closeAfter) res.setHeader('Connection', 'close')
    res.writeHead(status)
    res.end(body)
  }

  /** Reads the batch and has the worker answer it; answers 503 at once when the worker is not there or behind. */
  handle(req: IncomingMessage, res: ServerResponse): void {
    // Batches sent while the worker is still starting wait in its message queue; only a crashed worker (replaced
    // within a second) turns them away.
    if (!this.worker) {
      this.shed++
      busy(res, 'Statistics are restarting: send the batch again later.')
      return
    }
    if (this.pending.size >= BEACON_QUEUE_LIMIT) {
      this.shed++
      busy(res, 'Busy: send the batch again later.')
      return
    }
    const declared = Number(req.headers['content-length'] || '0')
    // A body declared past what would ever be read is not read at all: the API answers 413 from the header alone.
    const skipBody = declared > BODY_CAP
    const chunks: Buffer[] = []
    let size = 0
    let sent = false
    const send = (closeAfter: boolean) => {
      if (sent) return
      sent = true
      const worker = this.worker
      if (!worker) {
        busy(res, 'The batch could not be stored now: send it again later.', closeAfter)
        return
      }
      const id = this.nextId++
      this.pending.set(id, { res, closeAfter })
      const body = Buffer.concat(chunks)
      const headers = Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
      )
      const job: BeaconJob = {
        id,
        url: `http://localhost${req.url ?? '/'}`,
        method: req.method ?? 'POST',
        headers,
        body,
      }
      worker.postMessage(job)
    }
    if (skipBody) {
      send(true)
      return
    }
    req.on('data', (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= BODY_CAP) chunks.push(chunk)
      else if (!sent) {
        // Past anything the API reads: what arrived is enough for it to answer 413; the rest is not read.
        req.pause()
        send(true)
      }
    })
    req.on('end', () => send(false))
    // A client gone half-way sent nothing that could be acknowledged.
    req.on('close', () => {
      if (!req.complete) sent = true
    })
  }
}
