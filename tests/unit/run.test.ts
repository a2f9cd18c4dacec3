import { describe, expect, it } from 'vitest'
import { run } from '../../scripts/lib/run'

describe('run (scripts/lib/run.ts)', () => {
  it('collects output instead of passing it through, and fails with the exit code', async () => {
    const output: Buffer[] = []
    await run('sh', ['-c', 'echo out; echo err >&2'], { output })
    expect(Buffer.concat(output).toString().split('\n').sort()).toEqual(['', 'err', 'out'])
    await expect(run('sh', ['-c', 'exit 3'], { output })).rejects.toThrow(/exited with 3/)
  })

  it('runs background work at the lowest CPU priority, and so does every process it starts', async () => {
    const output: Buffer[] = []
    await run('sh', ['-c', 'nice; sh -c nice'], { output, priority: 'background' })
    expect(Buffer.concat(output).toString().trim().split('\n')).toEqual(['19', '19'])
    const normal: Buffer[] = []
    await run('nice', [], { output: normal })
    expect(Number(Buffer.concat(normal).toString())).toBeLessThan(19)
  })
})
