/** The part of `robots` (a port of Python's robotparser: the first matching rule wins) the tests use; it ships no types. */
declare module 'robots' {
  export class RobotsParser {
    constructor(url: string | null, options: Record<string, unknown>)
    parse(lines: string[]): void
    canFetchSync(userAgent: string, path: string): boolean
  }
  const robots: { RobotsParser: typeof RobotsParser }
  export default robots
}
