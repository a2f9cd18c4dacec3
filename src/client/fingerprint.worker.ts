/// <reference lib="webworker" />
/** The fingerprint's drawn probes (canvas, WebGL, fonts) on OffscreenCanvas, off the page's main thread. */
import { drawnProbes } from './fingerprint-probes'

drawnProbes((width, height) => new OffscreenCanvas(width, height)).then(
  (result) => postMessage(result),
  () => postMessage({}),
)
