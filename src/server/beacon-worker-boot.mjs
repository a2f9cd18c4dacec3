// Entry of the statistics beacon's worker thread: TypeScript (tsx) first, then the worker itself.
import { register } from 'tsx/esm/api'

register()
await import('./beacon-worker.ts')
