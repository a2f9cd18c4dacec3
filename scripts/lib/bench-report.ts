/** Renders the bench's JSON report as Markdown, with every figure that misses a goal listed at the top. */

export const GOALS = {
  performance: 98,
  accessibility: 95,
  bestPractices: 95,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 50,
  cls: 0.01,
  /** gzip bytes per content page (KB = 1000 bytes) */
  jsBytes: 150_000,
  appJsBytes: 30_000,
  p99Ms: 30,
}

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`
const ms = (n: number) => `${Math.round(n)} ms`
const table = (head: string[], rows: (string | number)[][]) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n')

/** Every measured figure that misses its goal, one line each. */
export function misses(report: Json): string[] {
  const out: string[] = []
  for (const p of report.lighthouse ?? []) {
    const where = `${p.lang} ${p.template}`
    if (p.performance < GOALS.performance) out.push(`${where}: Lighthouse performance ${p.performance} < ${GOALS.performance}`)
    if (p.accessibility < GOALS.accessibility) out.push(`${where}: accessibility ${p.accessibility} < ${GOALS.accessibility}`)
    if (p.bestPractices < GOALS.bestPractices) out.push(`${where}: best-practices ${p.bestPractices} < ${GOALS.bestPractices}`)
    if (p.seo < GOALS.seo) out.push(`${where}: SEO ${p.seo} < ${GOALS.seo}`)
    if (p.lcp > GOALS.lcpMs) out.push(`${where}: LCP ${ms(p.lcp)} > ${ms(GOALS.lcpMs)}`)
    if (p.tbt > GOALS.tbtMs) out.push(`${where}: TBT ${ms(p.tbt)} > ${ms(GOALS.tbtMs)}`)
    if (p.cls > GOALS.cls) out.push(`${where}: CLS ${p.cls.toFixed(3)} > ${GOALS.cls}`)
  }
  for (const w of report.weights ?? []) {
    const where = `${w.lang} ${w.template}`
    if (w.js.total > GOALS.jsBytes) out.push(`${where}: JavaScript ${kb(w.js.total)} gzip > ${kb(GOALS.jsBytes)}`)
    if (w.js.app > GOALS.appJsBytes) out.push(`${where}: application JavaScript ${kb(w.js.app)} gzip > ${kb(GOALS.appJsBytes)}`)
    if (w.html.thirdParty.length) out.push(`${where}: third-party scripts in the HTML: ${w.html.thirdParty.join(', ')}`)
  }
  const coverage = report.coverage
  if (coverage && coverage.static !== coverage.urls) out.push(`static coverage ${(coverage.share * 100).toFixed(2)}% (${coverage.urls - coverage.static} URLs not static)`)
  const page = report.throughput?.page
  if (page && (page.site.p99 > GOALS.p99Ms || page.site.errors)) out.push(`site p99 ${ms(page.site.p99)} (goal ${ms(GOALS.p99Ms)}), ${page.site.errors} errors`)
  return out
}

export function renderReport(report: Json): string {
  const m = report.machine
  const parts: string[] = [
    '# Performance report',
    '',
    `Written by \`npm run bench\` on ${m.date.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.seconds)} s.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Linux ${m.kernel}, Node ${m.node}, ${m.chromium}.`,
    `Lighthouse: default mobile settings (simulated slow 4G, 4x CPU slowdown), median of ${report.settings.runs} runs, ${report.settings.lighthouseWorkers} running at a time; ` +
      'accessibility, best practices and SEO (read from the page, not timed) from the first run of each page, which gathers every category; the other runs gather only the five metrics that carry the performance score (every other performance audit has weight 0) and the transferred bytes. ' +
      'Simulated throttling scales the CPU time the trace observed by 4: runs sharing two cores with each other and the server inflate TBT and with it the performance score.',
    '',
    '## Goals missed',
    '',
  ]
  const missed = misses(report)
  parts.push(missed.length ? missed.map((line) => `- ${line}`).join('\n') : 'None: every figure meets its goal.', '')

  if (report.lighthouse?.length) {
    parts.push('## Lighthouse', '')
    parts.push(
      table(
        ['lang', 'template', 'perf', 'a11y', 'BP', 'SEO', 'LCP', 'TBT', 'CLS', 'FCP', 'transferred'],
        report.lighthouse.map((p: Json) => [p.lang, p.template, p.performance, p.accessibility, p.bestPractices, p.seo, ms(p.lcp), ms(p.tbt), p.cls.toFixed(3), ms(p.fcp), kb(p.bytes)]),
      ),
      '',
    )
  }

  if (report.lighthouse?.length) {
    const byAudit = new Map<string, string[]>()
    for (const p of report.lighthouse) for (const audit of p.failing ?? []) byAudit.set(audit.replace(/ \(\d+\)$/, ''), [...(byAudit.get(audit.replace(/ \(\d+\)$/, '')) ?? []), `${p.lang} ${p.template}`])
    if (byAudit.size) {
      parts.push('Audits scoring under 90 in at least one run (where the points went):', '')
      for (const [audit, where] of [...byAudit].sort((a, b) => b[1].length - a[1].length)) parts.push(`- \`${audit}\`: ${[...new Set(where)].length} pages (${[...new Set(where)].slice(0, 6).join(', ')}${new Set(where).size > 6 ? ', …' : ''})`)
      parts.push('')
    }
  }

  if (report.weights?.length) {
    parts.push('## JavaScript and HTML per template', '', 'gzip bytes of every script the HTML loads; application = the project\'s `src/` by source map; HTML brotli (quality 11) and the share of it that is the server-components payload.', '')
    parts.push(
      table(
        ['lang', 'template', 'scripts', 'JS gzip', 'framework', 'application', 'HTML brotli', 'RSC share (raw)', 'RSC share (brotli)', 'third-party'],
        report.weights.map((w: Json) => [
          w.lang,
          w.template,
          w.html.scripts,
          kb(w.js.total),
          kb(w.js.framework),
          kb(w.js.app),
          kb(w.html.brotli),
          `${((w.html.rscRaw / w.html.raw) * 100).toFixed(0)}%`,
          `${((w.html.rscBrotli / w.html.brotli) * 100).toFixed(0)}%`,
          w.html.thirdParty.length || 'none',
        ]),
      ),
      '',
    )
    const en = report.weights.find((w: Json) => w.lang === 'en' && w.template === 'home')
    if (en) {
      const files = Object.entries(en.js.appFiles as Record<string, number>).sort((a, b) => b[1] - a[1]).slice(0, 15)
      parts.push('Largest application files on the English home page (gzip share):', '', table(['file', 'gzip'], files.map(([f, b]) => [`\`${f}\``, kb(b)])), '')
    }
  }

  if (report.coverage) {
    const c = report.coverage
    parts.push('## Static coverage', '', `${c.static} of ${c.urls} sitemap URLs (${(c.share * 100).toFixed(2)}%) were served from the prerender cache on their first request.`, '')
    if (c.notStatic.length) parts.push('Not static:', '', ...c.notStatic.map((u: string) => `- ${u}`), '')
    if (c.non200.length) parts.push('Not 200:', '', ...c.non200.map((u: string) => `- ${u}`), '')
  }

  if (report.throughput) {
    const t = report.throughput
    const row = (name: string, f: Json) => [name, Math.round(f.rps), ms(f.p50), ms(f.p99), f.errors, f.non2xx, f.requests]
    parts.push(
      '## Throughput',
      '',
      `autocannon, 50 connections, 10 s, from the same machine. Page: \`${t.page.path}\` (${kb(t.page.bytes)} HTML, uncompressed); redirect: \`${t.redirect.path}\` (301 from the proxy).`,
      '',
      table(['target', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'requests'], [
        row('site: page', t.page.site),
        row('nginx: same HTML', t.page.nginx),
        row('site: redirect', t.redirect.site),
        row('nginx: redirect', t.redirect.nginx),
        ...(t.asset ? [row(`site: static asset (no proxy, no page cache)`, t.asset.site)] : []),
      ]),
      '',
      `Site / nginx: page ${(t.page.ratio * 100).toFixed(1)}%, redirect ${(t.redirect.ratio * 100).toFixed(1)}%.`,
      '',
    )
  }

  if (report.builds?.length) {
    parts.push('## Build', '')
    parts.push(
      table(
        ['seed', 'seed time', 'compile', 'prerender', 'build time', 'pages', 's/page (prerender)', 'peak memory'],
        report.builds.map((b: Json) => [
          `${b.scale}x`,
          `${b.seedSeconds.toFixed(0)} s`,
          `${b.compileSeconds.toFixed(0)} s`,
          `${b.generateSeconds.toFixed(0)} s`,
          `${b.buildSeconds.toFixed(0)} s`,
          b.pages,
          b.secondsPerPage.toFixed(3),
          `${Math.round(b.peakMemoryMiB)} MiB`,
        ]),
      ),
      '',
      'The code is compiled once from nothing (`next build --experimental-build-mode=compile`, with browser source ' +
        'maps: the bench needs them to split scripts) and prerendered from each seed\'s database ' +
        '(`--experimental-build-mode=generate`); build time = that compile + the seed\'s prerendering, what one ' +
        '`next build` of the seed costs. Peak memory is the larger of the two steps. Seeding 10x copies the rounds ' +
        'after the first on SQLite.',
      '',
    )
  }
  return `${parts.join('\n')}\n`
}
