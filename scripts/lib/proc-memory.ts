/** Resident memory and CPU time of a process and all its descendants, read from /proc (Linux). */
import { readdirSync, readFileSync } from 'node:fs'

const PAGE = 4096

function tree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(name))
      children.set(ppid, list)
    } catch {
      // The process ended while we looked.
    }
  }
  const out: number[] = []
  const stack = [root]
  while (stack.length) {
    const pid = stack.pop() as number
    out.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return out
}

/** Resident memory of one process in bytes (0 when it is gone). */
export function rss(pid: number): number {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE
  } catch {
    return 0
  }
}

/** Samples every `everyMs` until stopped; `stop()` returns the peak in bytes. */
export function watchPeakMemory(root: number, everyMs = 250): { stop: () => number } {
  let peak = 0
  const sample = () => {
    const total = tree(root).reduce((sum, pid) => sum + rss(pid), 0)
    if (total > peak) peak = total
  }
  const timer = setInterval(sample, everyMs)
  sample()
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}

/** The process of a tree with the most resident memory: the server under `npx tsx` (its parents are small). */
export function largestProcess(root: number): number {
  return tree(root).reduce((best, pid) => (rss(pid) > rss(best) ? pid : best), root)
}

/** The largest resident memory among a process and its descendants (the server under `npx tsx`), in bytes. */
export function serverRss(root: number): number {
  return rss(largestProcess(root))
}

/**
 * CPU time (user and system, all its threads) a process has used so far, in seconds. One process, not its tree: a
 * child that exits takes its time out of a tree's sum.
 */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}
/** USER_HZ: Linux reports CPU time in hundredths of a second. */
const CLOCK_TICKS = 100
