import { expect, test } from '@playwright/test'
import { weighPage } from '../../scripts/lib/page-weight'
import { GLOBAL } from './helpers'

/** DESIGN.md: at most 150 KB of JavaScript (gzip, framework included) per content page, and no third-party script. */
const JS_BUDGET = 150 * 1024

for (const path of ['/', '/ru', '/blog', '/blog/fingerprints-guide', '/docs/proxies', '/helps', '/faq', '/release/v5-7-0', '/pricing', '/download', '/pre-sales', '/solutions/tiktok', '/alternatives/gologin-alternative', '/use-cases']) {
  test(`${path} stays within the JavaScript budget and loads only its own scripts`, async () => {
    const weight = await weighPage(`${GLOBAL}${path}`)
    expect(weight.scripts, `${weight.scripts} bytes of JavaScript on ${path}`).toBeLessThanOrEqual(JS_BUDGET)
    for (const row of weight.rows) expect(row.path.startsWith('/_next/static/'), row.path).toBe(true)
  })
}
