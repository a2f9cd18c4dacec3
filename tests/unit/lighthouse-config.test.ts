import { initializeConfig } from 'lighthouse/core/config/config.js'
import { describe, expect, it } from 'vitest'
import { lighthouseSettings, type RunOptions } from '../../scripts/lib/lighthouse'

/** What Lighthouse would run and score with a config: audit ids, artifact ids, each category's weighted refs. */
async function resolved(options: RunOptions, config: 'cut' | 'default') {
  const settings = lighthouseSettings(options)
  // (The package's declaration of this internal module does not resolve its types here.)
  const { resolvedConfig } = (await initializeConfig(
    'navigation',
    config === 'cut' ? settings.config : undefined,
    settings.flags,
  )) as {
    resolvedConfig: {
      audits: { implementation: { meta: { id: string } } }[] | null
      artifacts: { id: string }[] | null
      categories: Record<string, { auditRefs: { id: string; weight: number }[] }> | null
    }
  }
  return {
    audits: (resolvedConfig.audits ?? []).map((audit) => audit.implementation.meta.id).sort(),
    artifacts: (resolvedConfig.artifacts ?? []).map((artifact) => artifact.id).sort(),
    categories: Object.fromEntries(
      Object.entries(resolvedConfig.categories ?? {}).map(([id, category]) => [
        id,
        category.auditRefs.map((ref) => `${ref.id} ${ref.weight}`),
      ]),
    ),
  }
}

describe('the bench cuts Lighthouse config before a run (scripts/lib/lighthouse.ts)', () => {
  const cases: [string, RunOptions][] = [
    ['performance', { performanceOnly: true }],
    ['performance without the LCP element', { performanceOnly: true, lcpElement: false }],
    ['accessibility, best practices and SEO', { categoriesOnly: true }],
  ]
  it.each(cases)(
    '%s: the same audits, artifacts and weights as the default config filtered by the flags',
    async (_, options) => {
      const cut = await resolved(options, 'cut')
      expect(cut.audits.length).toBeGreaterThan(5)
      expect(cut).toEqual(await resolved(options, 'default'))
    },
  )

  it('a run as a visitor in a language sends that Accept-Language (the zh root otherwise redirects Chromium to English)', () => {
    expect(
      lighthouseSettings({ performanceOnly: true, acceptLanguage: 'zh-CN,zh;q=0.9' }).flags
        .extraHeaders,
    ).toEqual({ 'Accept-Language': 'zh-CN,zh;q=0.9' })
    expect(lighthouseSettings({ performanceOnly: true }).flags.extraHeaders).toBeUndefined()
  })

  it('a full run is not cut', () => {
    expect(lighthouseSettings({}).config).toBeUndefined()
  })
})
