/**
 * One temporary folder for the whole run (vitest `globalSetup`), removed when every test file is done. Each file's
 * data folder is made inside it (tests/database-env.ts). A file's own removal of its folder is not enough: SQLite's
 * native side can re-create an emptied folder after the file has finished, and this catches what it leaves.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    testRoot: string
  }
}

export default function setup(project: TestProject) {
  const root = mkdtempSync(path.join(tmpdir(), 'site-tests-'))
  project.provide('testRoot', root)
  return () => rmSync(root, { recursive: true, force: true })
}
