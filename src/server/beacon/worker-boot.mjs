// Entry of the statistics beacon's worker thread (src/server/beacon/thread.ts starts it; `npm run build` copies it
// beside the compiled worker). It holds the thread's event loop open while the worker's modules load. On Node.js
// 20, importing a CommonJS package from an ES module first compiles the CommonJS export lexer (WebAssembly, off the
// event loop); a thread with nothing else pending saw its loop empty meanwhile and exited with code 13 ("unsettled
// top-level await") before the worker ran a line, one start in ten on a busy machine. Batches were refused (503)
// until the restart a second later.
import { workerData } from 'node:worker_threads'

// Where the start is, for the watchdog's question when it is not ready in time (src/server/beacon/thread.ts): the
// stage, and what the thread is waiting on (Node's list of its active handles and requests).
// Asked on a port of its own: a listener on parentPort would start it, and the batches that arrive while the worker's
// modules load (queued there until worker.ts listens) would be delivered to nobody.
globalThis.beaconWorkerStage = 'waiting for the gate'
workerData.diagnosis?.on('message', () => {
  workerData.diagnosis.postMessage({
    stage: globalThis.beaconWorkerStage,
    waitingOn: process.getActiveResourcesInfo(),
  })
})
workerData.diagnosis?.unref()
// Every 100 ms: the loop must stay open while the imports below run (see the sequential imports for the hang that
// the watchdog used to catch there).
const keepAlive = setInterval(() => {}, 100)
try {
  // Nothing is loaded before the thread that started this one says so (src/server/beacon/thread.ts: once its own
  // CMS is up), so the two never load the same native modules and connect at the same moment.
  if (workerData.gate) {
    const flag = new Int32Array(workerData.gate)
    while (Atomics.load(flag, 0) === 0) {
      const wait = Atomics.waitAsync(flag, 0, 0)
      if (wait.async) await wait.value
    }
    // 1: the main thread's CMS is up, its migrations done; 2: it was not within 30 s, and this thread migrates too.
    globalThis.siteMigratedByMainThread = Atomics.load(flag, 0) === 1
  }
  // From the TypeScript sources (the server itself runs under tsx): TypeScript first.
  if (workerData.typescript) (await import('tsx/esm/api')).register()
  // Lexical's modules one at a time, before the rest: loaded inside the whole graph, the import sometimes never
  // settled (src/server/async-modules.mjs; where it is depends on the layout, compiled or not: beacon/thread.ts).
  globalThis.beaconWorkerStage = 'loading its modules with top-level await'
  await import(workerData.asyncModules)
  globalThis.beaconWorkerStage = 'loading its modules'
  await import(workerData.entry)
} finally {
  clearInterval(keepAlive)
}
