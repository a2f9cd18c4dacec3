// The packages whose Node.js entry awaits its own code at the top level (Lexical's, reached through the CMS's rich
// text editor), in dependency order. Loaded together inside one import of a larger graph (the CMS config), several
// of them evaluate at once, and on Node.js 20 that import sometimes never settles: the beacon worker hung at start
// (2 to 3 starts in 4 under --cpu-prof), and `scripts/seed.ts` exited with code 13 ("unsettled top-level await").
// Imported one at a time first, before the graph that needs them, they are settled when it asks: 12 worker starts
// in 12 were ready. tests/int/beacon-worker-graph.test.ts keeps the list equal to what the worker's graph holds.
//
// Imported before anything else by the beacon worker's boot, and as a preload (`--import`) by the seed, migration
// and statistics-job processes.
export const SEQUENTIAL_IMPORTS = [
  'lexical',
  '@lexical/utils',
  '@lexical/selection',
  '@lexical/clipboard',
  '@lexical/html',
  '@lexical/list',
  '@lexical/rich-text',
  '@lexical/table',
  '@lexical/a11y',
  '@lexical/dragon',
  '@lexical/extension',
  '@lexical/headless',
  '@lexical/react/LexicalDecoratorBlockNode',
]

/** Imports the list one module at a time. */
export async function importOneByOne() {
  for (const specifier of SEQUENTIAL_IMPORTS) await import(specifier)
}

// As a preload (--import), the modules are loaded before the entry point's graph starts.
await importOneByOne()
