import { describe, expect, it } from 'vitest'
import config from '../../next.config'

describe('next.config.ts', () => {
  it("sends Payload's color-scheme client hints from the admin only, not from the public pages", async () => {
    const rules = (await config.headers?.()) ?? []
    const hinting = rules.filter((rule) =>
      rule.headers.some((header) => /^(accept-ch|critical-ch)$/i.test(header.key)),
    )
    // withPayload adds them for every path (payloadcms/payload#17906): on a public page Critical-CH makes Chromium
    // fetch the document twice.
    expect(hinting.map((rule) => rule.source)).toEqual(['/admin/:path*'])
  })
})
