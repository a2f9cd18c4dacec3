/**
 * Splits a script's bytes into application code (the project's `src/`) and framework code (React, Next.js,
 * libraries, and the bundler's own glue) with the source map the bench build writes beside each chunk: every
 * generated span is charged to the source file its mapping names; unmapped bytes count as framework.
 */
import { SourceMapConsumer, type RawIndexMap, type RawSourceMap } from 'source-map-js'

export interface Split {
  /** raw bytes charged to the project's own source files */
  app: number
  /** raw bytes of everything else */
  framework: number
  /** the project's source files in this script, with their raw bytes */
  appFiles: Record<string, number>
}

const isApp = (source: string) =>
  /(^|\/)\[project\]\/src\//.test(source) || /^(\.\.\/)*src\//.test(source)

export function splitByOwner(code: string, map: RawSourceMap | RawIndexMap): Split {
  const lines = code.split('\n')
  const consumer = new SourceMapConsumer(map as RawSourceMap)
  const marks: { line: number; column: number; source: string | null }[] = []
  consumer.eachMapping(
    (m) =>
      marks.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source ?? null }),
    null,
    SourceMapConsumer.GENERATED_ORDER,
  )
  marks.sort((a, b) => a.line - b.line || a.column - b.column)
  const appFiles: Record<string, number> = {}
  let app = 0
  for (let i = 0; i < marks.length; i++) {
    const mark = marks[i] as (typeof marks)[number]
    if (!mark.source || !isApp(mark.source)) continue
    const next = marks[i + 1]
    const lineLength = (lines[mark.line - 1] ?? '').length
    const end = next && next.line === mark.line ? next.column : lineLength
    const bytes = Math.max(0, end - mark.column)
    app += bytes
    const file = mark.source.replace(/^.*\[project\]\//, '').replace(/^(\.\.\/)*/, '')
    appFiles[file] = (appFiles[file] ?? 0) + bytes
  }
  return { app, framework: Math.max(0, code.length - app), appFiles }
}
