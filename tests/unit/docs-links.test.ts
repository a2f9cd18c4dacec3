/**
 * The README stays a short entry point, and the documentation it leads to holds together in a clone: every relative
 * link in README.md and docs/*.md names a file or folder of the repository, and the README's test command is the
 * one CI runs.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const README = 'README.md'
const README_MAX_LINES = 150
const documents = [
  README,
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

/** The targets of a Markdown file's inline links and images that are neither absolute URLs nor in-page anchors. */
function relativeLinks(markdown: string): string[] {
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '')
  return [...prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
}

describe('documentation', () => {
  it('reads relative links and images, not URLs, anchors or code', () => {
    const sample =
      '[a](docs/a.md#x) ![b](screenshots/b.png) [c](https://x.org) [d](#d) `[e](e.md)`\n```\n[f](f.md)\n```\n'
    expect(relativeLinks(sample)).toEqual(['docs/a.md#x', 'screenshots/b.png'])
  })

  it(`keeps the README within ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(README, 'utf8').trimEnd().split('\n').length
    expect(lines, `${README} is ${lines} lines: move detail to docs/`).toBeLessThanOrEqual(
      README_MAX_LINES,
    )
  })

  it('has relative links in README.md and docs/*.md that point at existing files', () => {
    const missing = documents.flatMap((file) =>
      relativeLinks(readFileSync(file, 'utf8'))
        .map((target) => decodeURI(target.split('#')[0]!.split('?')[0]!))
        .filter((target) => !existsSync(path.join(path.dirname(file), target)))
        .map((target) => `${file} → ${target}`),
    )
    expect(missing).toEqual([])
  })

  it('opens the README with the command CI runs as its test command', () => {
    const firstBlock = /^```sh\n([\s\S]*?)^```/m.exec(readFileSync(README, 'utf8'))?.[1] ?? ''
    const commands = firstBlock
      .split('\n')
      .map((line) => line.replace(/\s+#.*$/, '').trim())
      .filter(Boolean)
    expect(commands).toEqual(['npm ci && npm start', 'npm test'])
    expect(readFileSync('.ci/run', 'utf8').split('\n')).toContain('npm test')
  })
})
