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
  p99Ms: 50,
  /** against the framework floor (issue 18): TBT at most the floor's + 50 ms, LCP at most the floor's + 100 ms */
  tbtOverFloorMs: 50,
  lcpOverFloorMs: 100,
  /** a cached page through the site's server: at least this share of bare `next start` serving the same page */
  frameworkThroughputRatio: 0.8,
  /** issue 45: while one client floods junk, another client's cached pages answer within this p99 */
  floodProbeP99Ms: 200,
  /** issue 45: server CPU time of 1,000 junk requests at most this many times that of 1,000 cached ones */
  junkCpuRatio: 2,
  /** issue 45: resident memory after the crawl, the searches and the beacon load, and its rise in a second round */
  memoryMiB: 1024,
  memoryRiseShare: 0.05,
}

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`
const ms = (n: number) => `${Math.round(n)} ms`
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')

/**
 * The goals a report misses: those against the framework floor, and the absolute ones (score, LCP, TBT, bytes),
 * which the framework floor itself misses on this machine.
 */
export function missesByGoal(report: Json): { floors: string[]; absolute: string[] } {
  const out: string[] = []
  const absolute: string[] = []
  for (const p of report.lighthouse ?? []) {
    const where = `${p.lang} ${p.template}`
    if (p.performance < GOALS.performance)
      absolute.push(`${where}: Lighthouse performance ${p.performance} < ${GOALS.performance}`)
    if (p.accessibility < GOALS.accessibility)
      out.push(`${where}: accessibility ${p.accessibility} < ${GOALS.accessibility}`)
    if (p.bestPractices < GOALS.bestPractices)
      out.push(`${where}: best-practices ${p.bestPractices} < ${GOALS.bestPractices}`)
    if (p.seo < GOALS.seo) out.push(`${where}: SEO ${p.seo} < ${GOALS.seo}`)
    if (p.lcp > GOALS.lcpMs) absolute.push(`${where}: LCP ${ms(p.lcp)} > ${ms(GOALS.lcpMs)}`)
    if (p.tbt > GOALS.tbtMs) absolute.push(`${where}: TBT ${ms(p.tbt)} > ${ms(GOALS.tbtMs)}`)
    if (p.cls > GOALS.cls) out.push(`${where}: CLS ${p.cls.toFixed(3)} > ${GOALS.cls}`)
    const reference = floorOf(report, p)
    if (reference) {
      // After a second look (below), the verdict is on all the runs of both, against the page's own language's floor.
      const lang = p.secondLook?.floorLang ?? reference.lang
      const site = p.secondLook?.site ?? p
      const floor = p.secondLook?.floor ?? reference.floor
      const which = `${lang === p.lang ? 'framework floor' : `${lang} framework floor`}${p.secondLook ? ` (medians of ${site.runs} and ${floor.runs} runs, after a second look)` : ''}`
      // Both sides' tasks and windows: which of them TBT counted is the difference.
      if (site.tbt > floor.tbt + GOALS.tbtOverFloorMs)
        out.push(
          `${where}: TBT ${ms(site.tbt)} > ${which} ${ms(floor.tbt)} + ${GOALS.tbtOverFloorMs} ms (${evidence(site)}; the floor's ${taskEvidence(floor) || 'tasks unknown'})`,
        )
      if (site.lcp > floor.lcp + GOALS.lcpOverFloorMs)
        out.push(
          `${where}: LCP ${ms(site.lcp)} > ${which} ${ms(floor.lcp)} + ${GOALS.lcpOverFloorMs} ms (${evidence(site)})`,
        )
    }
  }
  for (const w of report.weights ?? []) {
    const where = `${w.lang} ${w.template}`
    if (w.js.total > GOALS.jsBytes)
      absolute.push(`${where}: JavaScript ${kb(w.js.total)} gzip > ${kb(GOALS.jsBytes)}`)
    if (w.js.app > GOALS.appJsBytes)
      absolute.push(
        `${where}: application JavaScript ${kb(w.js.app)} gzip > ${kb(GOALS.appJsBytes)}`,
      )
    if (w.html.thirdParty.length)
      out.push(`${where}: third-party scripts in the HTML: ${w.html.thirdParty.join(', ')}`)
  }
  const coverage = report.coverage
  if (coverage && coverage.static !== coverage.urls)
    out.push(
      `static coverage ${(coverage.share * 100).toFixed(2)}% (${coverage.urls - coverage.static} URLs not static)`,
    )
  const page = report.throughput?.page
  if (page && (page.site.p99 > GOALS.p99Ms || page.site.errors))
    out.push(`site p99 ${ms(page.site.p99)} (goal ${ms(GOALS.p99Ms)}), ${page.site.errors} errors`)
  if (
    page?.frameworkFloor &&
    page.site.rps < GOALS.frameworkThroughputRatio * page.frameworkFloor.rps
  )
    out.push(
      `site ${Math.round(page.site.rps)} req/s < ${GOALS.frameworkThroughputRatio} x framework floor ${Math.round(page.frameworkFloor.rps)} req/s`,
    )
  out.push(...trafficMisses(report))
  return { floors: out, absolute }
}

/** Issue 45's goals: a flood cannot slow cached pages, junk costs about what a cached page does, memory is bounded. */
function trafficMisses(report: Json): string[] {
  const t = report.traffic
  if (!t) return []
  const out: string[] = []
  if (t.flood && (t.flood.probe.p99 > GOALS.floodProbeP99Ms || t.flood.probe.errors))
    out.push(
      `during the junk flood, cached pages p99 ${ms(t.flood.probe.p99)} (goal ${ms(GOALS.floodProbeP99Ms)}), ${t.flood.probe.errors} errors`,
    )
  if (t.cpu && t.cpu.ratio > GOALS.junkCpuRatio)
    out.push(
      `CPU of 1,000 junk requests ${t.cpu.ratio.toFixed(2)}x that of 1,000 cached ones (goal ${GOALS.junkCpuRatio}x)`,
    )
  const rounds = t.memory?.rounds ?? []
  const last = rounds.at(-1)
  if (last && last.rssMiB > GOALS.memoryMiB)
    out.push(
      `resident memory ${last.rssMiB} MiB after ${rounds.length} rounds (goal ${GOALS.memoryMiB} MiB)`,
    )
  if (rounds.length > 1 && last.rssMiB > rounds[0].rssMiB * (1 + GOALS.memoryRiseShare))
    out.push(
      `resident memory rose from ${rounds[0].rssMiB} to ${last.rssMiB} MiB in an identical second round`,
    )
  return out
}

/** Every measured figure that misses its goal, one line each. */
export function misses(report: Json): string[] {
  const { floors, absolute } = missesByGoal(report)
  return [...floors, ...absolute]
}

/** The framework floor a page is held to on its first runs: its own (en, zh), else zh's for Japanese, en's for the rest. */
export function floorOf(report: Json, p: Json): { floor: Json; lang: string } | undefined {
  if (p.floors?.framework) return { floor: p.floors.framework, lang: p.lang }
  const lang = p.lang === 'jp' ? 'zh' : 'en'
  const twin = (report.lighthouse ?? []).find(
    (q: Json) => q.lang === lang && q.template === p.template && q.floors?.framework,
  )
  return twin ? { floor: twin.floors.framework, lang } : undefined
}

/** By how many milliseconds a page's medians pass the floor goals (TBT + 50 ms, LCP + 100 ms); 0 or less is within. */
export function overFloor(site: Json, floor: Json): number {
  return Math.max(
    site.tbt - floor.tbt - GOALS.tbtOverFloorMs,
    site.lcp - floor.lcp - GOALS.lcpOverFloorMs,
  )
}

/** The trace evidence of a page's typical run: the LCP element and phases, the longest tasks. */
function evidence(p: Json): string {
  const e = p.evidence
  if (!e) return 'no trace evidence'
  const phases = e.lcpPhases
    ? Object.entries(e.lcpPhases as Record<string, number>)
        .map(([k, v]) => `${k} ${v} ms`)
        .join(', ')
    : ''
  const tasks = taskEvidence(p)
  return `LCP element ${e.lcpElement ? `\`${String(e.lcpElement).replace(/`/g, "'")}\`` : '?'}${phases ? `, phases ${phases}` : ''}${tasks ? `; ${tasks}` : ''}`
}

/** A run's longest tasks (simulated start + duration) and the FCP-TTI window TBT sums over, where recorded. */
function taskEvidence(p: Json): string {
  const e = p.evidence
  const tasks = (e?.longTasks ?? [])
    .map(
      (t: Json) =>
        `${Number.isFinite(t.start) ? `${t.start}+` : ''}${t.ms} ms ${t.url || '(page)'}`,
    )
    .join('; ')
  const window = e?.window ? `FCP ${ms(e.window.fcp)}, TTI ${ms(e.window.tti)}` : ''
  return [window, tasks ? `longest tasks ${tasks}` : ''].filter(Boolean).join('; ')
}

export function renderReport(report: Json): string {
  const m = report.machine
  const parts: string[] = [
    '# Performance report',
    '',
    `Written by \`npm run bench\` on ${m.date.slice(0, 16).replace('T', ' ')} UTC in ${Math.round(report.seconds)} s.`,
    `Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB, Linux ${m.kernel}, Node ${m.node}, ${m.chromium}${m.benchmarkIndex ? `; Lighthouse benchmark index ${Math.round(m.benchmarkIndex)} (measured in the first run, reused by the others: it feeds no metric)` : ''}.`,
    `Lighthouse: default mobile settings (simulated slow 4G, 4x CPU slowdown), median of ${report.settings.runs} runs, one at a time, template by template in rounds: each round runs the site once in every language and, for ${(report.settings.floorLangs ?? []).join(' and ')}, the framework floor and the static floor once, so a language is measured within a minute of the floor it is held to. Every run is a visitor whose browser asks for the page's language first (\`Accept-Language: zh-CN,zh;q=0.9\` for zh), as the root of the zh host picks its language from that list. ` +
      'Timed runs gather the five metrics that carry the performance score, the transferred bytes and the trace evidence (LCP element and phases, longest tasks with their simulated start, FCP and TTI); accessibility, best practices and SEO are read from the page in runs of their own, not timed. ' +
      "Floors: the framework floor is a bare Next.js app on the project's own dependencies serving the page's body HTML (header, main and footer, without scripts) and the site's CSS with one `next/link`; the static floor is the same page's HTML with every script removed, served by nginx. The site's startup scripts carry V8's compile hint (`//# allFunctionsCalledOnLoad`, scripts/lib/compile-hints.ts), as every build of the site does; the framework floor's scripts are the framework's as it ships them, without it.",
    '',
    '## Goals missed',
    '',
  ]
  const grouped = missesByGoal(report)
  const list = (lines: string[]) =>
    lines.length
      ? lines.map((line) => `- ${line}`).join('\n')
      : 'None: every figure meets its goal.'
  parts.push(
    "### Issue 18's goals: each page against its framework floor, CLS, the categories, static coverage, throughput",
    '',
    list(grouped.floors),
    '',
    '### The absolute goals of issue 8: performance score, LCP, TBT, JavaScript bytes',
    '',
    list(grouped.absolute),
    '',
  )
  const missed = [...grouped.floors, ...grouped.absolute]
  if (missed.some((line) => line.includes('TBT'))) {
    parts.push(
      "Reading a TBT miss: Lighthouse simulates the load (Lantern) from the run's own trace and counts, of each task longer than 50 ms, what lies between FCP and TTI beyond the first 50 ms. " +
        "TTI is the end of the last task over 50 ms, weighted between an optimistic and a pessimistic simulation, so it can fall inside the hydration task: then most of that task is not counted. A task after hydration moves TTI past it and the whole task counts. Each miss lists both sides' windows and tasks (start+duration, simulated ms).",
      '',
    )
  }

  const looked = (report.lighthouse ?? []).filter((p: Json) => p.secondLook)
  const notLooked: string[] = report.secondLookNotLooked ?? []
  if (looked.length || notLooked.length) {
    const cell = (site: Json, floor: Json) =>
      `${ms(site.lcp)} / ${ms(site.tbt)} against ${ms(floor.lcp)} / ${ms(floor.tbt)}`
    const rounds = looked[0]?.secondLook.rounds ?? report.settings?.secondLookRounds
    parts.push(
      '## A second look',
      '',
      `A page that missed a floor goal on its first runs gets ${rounds} more rounds of itself and the framework floor of the same page in its own language, alternating, at the end of the bench (the furthest over first, page after page while the bench can end within ${report.settings?.secondLookUntilSeconds ?? '–'} s); the goals above are judged on all the runs of both: for en and zh the floor's first runs count too, for the other languages its floor was not in the rounds and has only these. LCP / TBT, site against floor (median).`,
      '',
    )
    if (looked.length)
      parts.push(
        table(
          ['lang', 'template', 'first runs (floor)', 'all runs (floor)', 'verdict'],
          looked.map((p: Json) => {
            const reference = floorOf(report, p)
            const first = reference ? `${cell(p, reference.floor)} (${reference.lang})` : '–'
            const within = overFloor(p.secondLook.site, p.secondLook.floor) <= 0
            return [
              p.lang,
              p.template,
              first,
              `${cell(p.secondLook.site, p.secondLook.floor)} (${p.secondLook.floorLang ?? reference?.lang}; ${p.secondLook.site.runs} and ${p.secondLook.floor.runs} runs)`,
              within ? 'within' : 'missed',
            ]
          }),
        ),
        '',
      )
    if (notLooked.length)
      parts.push(
        `Over their floor but not looked at again (${report.secondLookFailed ? `the second look failed: ${report.secondLookFailed}` : 'the time ran out'}), judged on their first runs: ${notLooked.join(', ')}.`,
        '',
      )
  }

  if (report.lighthouse?.length) {
    parts.push('## Lighthouse', '')
    parts.push(
      table(
        [
          'lang',
          'template',
          'perf',
          'a11y',
          'BP',
          'SEO',
          'LCP',
          'TBT',
          'CLS',
          'FCP',
          'transferred',
        ],
        report.lighthouse.map((p: Json) => [
          p.lang,
          p.template,
          p.performance,
          p.accessibility,
          p.bestPractices,
          p.seo,
          ms(p.lcp),
          ms(p.tbt),
          p.cls.toFixed(3),
          ms(p.fcp),
          kb(p.bytes),
        ]),
      ),
      '',
    )
  }

  const floored = (report.lighthouse ?? []).filter((p: Json) => p.floors?.framework)
  // Pages without a floor of their own, each with the floor it is held to.
  const others = (report.lighthouse ?? []).flatMap((p: Json) => {
    const reference = p.floors?.framework ? undefined : floorOf(report, p)
    return reference ? [{ p, ...reference }] : []
  })
  if (floored.length) {
    const cell = (f: Json | undefined) =>
      f ? `${ms(f.lcp)} / ${ms(f.tbt)} / ${f.cls.toFixed(3)}` : '–'
    parts.push(
      '## Against the floors',
      '',
      "LCP / TBT / CLS (median). Goal: TBT at most the framework floor's + 50 ms, LCP at most its + 100 ms, CLS ≤ 0.01.",
      '',
      table(
        ['lang', 'template', 'site', 'framework floor', 'static floor', 'site − floor (LCP / TBT)'],
        floored.map((p: Json) => [
          p.lang,
          p.template,
          cell(p),
          cell(p.floors.framework),
          cell(p.floors.static),
          `${ms(p.lcp - p.floors.framework.lcp)} / ${ms(p.tbt - p.floors.framework.tbt)}`,
        ]),
      ),
      '',
    )
  }
  if (others.length) {
    parts.push(
      "The other languages, held to the same template's framework floor in the nearest script (zh for jp, en for the others; the bench builds floors in en and zh):",
      '',
      table(
        ['lang', 'template', 'site', 'floor', 'framework floor', 'site − floor (LCP / TBT)'],
        others.map(({ p, floor, lang }: { p: Json; floor: Json; lang: string }) => {
          return [
            p.lang,
            p.template,
            `${ms(p.lcp)} / ${ms(p.tbt)} / ${p.cls.toFixed(3)}`,
            lang,
            `${ms(floor.lcp)} / ${ms(floor.tbt)} / ${floor.cls.toFixed(3)}`,
            `${ms(p.lcp - floor.lcp)} / ${ms(p.tbt - floor.tbt)}`,
          ]
        }),
      ),
      '',
    )
  }

  if (report.lighthouse?.length) {
    const byAudit = new Map<string, string[]>()
    for (const p of report.lighthouse)
      for (const audit of p.failing ?? [])
        byAudit.set(audit.replace(/ \(\d+\)$/, ''), [
          ...(byAudit.get(audit.replace(/ \(\d+\)$/, '')) ?? []),
          `${p.lang} ${p.template}`,
        ])
    if (byAudit.size) {
      parts.push('Audits scoring under 90 in at least one run (where the points went):', '')
      for (const [audit, where] of [...byAudit].sort((a, b) => b[1].length - a[1].length))
        parts.push(
          `- \`${audit}\`: ${[...new Set(where)].length} pages (${[...new Set(where)].slice(0, 6).join(', ')}${new Set(where).size > 6 ? ', …' : ''})`,
        )
      parts.push('')
    }
  }

  if (report.weights?.length) {
    parts.push(
      '## JavaScript and HTML per template',
      '',
      "gzip bytes of every script the HTML loads; application = the project's `src/` by source map; HTML brotli (quality 11) and the share of it that is the server-components payload.",
      '',
    )
    parts.push(
      table(
        [
          'lang',
          'template',
          'scripts',
          'JS gzip',
          'framework',
          'application',
          'HTML brotli',
          'RSC share (raw)',
          'RSC share (brotli)',
          'third-party',
        ],
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
      const files = Object.entries(en.js.appFiles as Record<string, number>)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
      parts.push(
        'Largest application files on the English home page (gzip share):',
        '',
        table(
          ['file', 'gzip'],
          files.map(([f, b]) => [`\`${f}\``, kb(b)]),
        ),
        '',
      )
    }
  }

  if (report.coverage) {
    const c = report.coverage
    parts.push(
      '## Static coverage',
      '',
      `${c.static} of ${c.urls} sitemap URLs (${(c.share * 100).toFixed(2)}%) were served from the prerender cache on their first request.`,
      '',
    )
    if (c.notStatic.length)
      parts.push('Not static:', '', ...c.notStatic.map((u: string) => `- ${u}`), '')
    if (c.non200.length) parts.push('Not 200:', '', ...c.non200.map((u: string) => `- ${u}`), '')
  }

  if (report.throughput) {
    const t = report.throughput
    const row = (name: string, f: Json) => [
      name,
      Math.round(f.rps),
      ms(f.p50),
      ms(f.p99),
      f.errors,
      f.non2xx,
      f.requests,
    ]
    parts.push(
      '## Throughput',
      '',
      `autocannon, 50 connections from two client threads (one thread was the bottleneck), on the same machine: pages for 10 s, the redirect and the asset for 5 s. Page: \`${t.page.path}\` (${kb(t.page.bytes)} HTML, uncompressed); redirect: \`${t.redirect.path}\` (301 from the proxy).`,
      '',
      table(
        ['target', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'requests'],
        [
          row('site: page (server.ts, page kept with its compressed bodies)', t.page.site),
          ...(t.page.siteWithoutPageCache
            ? [
                row(
                  'site: page, server.ts without its page cache (Next.js, proxy, policy)',
                  t.page.siteWithoutPageCache,
                ),
              ]
            : []),
          ...(t.page.bareNextStart
            ? [
                row(
                  'site: page, bare `next start` of the site build (Next.js and the proxy alone)',
                  t.page.bareNextStart,
                ),
              ]
            : []),
          ...(t.page.frameworkFloor
            ? [
                row(
                  'framework floor: `next start` of a bare app, same body HTML',
                  t.page.frameworkFloor,
                ),
              ]
            : []),
          row('nginx: same HTML', t.page.nginx),
          row('site: redirect', t.redirect.site),
          row('nginx: redirect', t.redirect.nginx),
          ...(t.asset ? [row(`site: static asset (no proxy, no page cache)`, t.asset.site)] : []),
        ],
      ),
      '',
      `Site / nginx: page ${(t.page.ratio * 100).toFixed(1)}%, redirect ${(t.redirect.ratio * 100).toFixed(1)}%.` +
        (t.page.frameworkFloor
          ? ` Site / framework floor: ${(t.page.frameworkRatio * 100).toFixed(0)}% (goal ≥ 80%).`
          : ''),
      '',
      ...(t.page.siteWithoutPageCache && t.page.bareNextStart
        ? [
            'Per request, layer by layer (1 / req/s at 50 connections): ' +
              [
                ['nginx', t.page.nginx],
                ['the site with its page cache', t.page.site],
                ['bare `next start` (Next.js + proxy)', t.page.bareNextStart],
                [
                  'server.ts without its page cache (Next.js + proxy + response pipeline)',
                  t.page.siteWithoutPageCache,
                ],
              ]
                .map(([name, f]) => `${name} ${(1000 / (f as Json).rps).toFixed(3)} ms`)
                .join(', ') +
              '.',
            '',
          ]
        : []),
    )
  }

  if (report.traffic) parts.push(...trafficSection(report.traffic))

  if (report.builds?.length) {
    parts.push('## Build', '')
    parts.push(
      table(
        [
          'seed',
          'seed time',
          'compile',
          'prerender',
          'build time',
          'pages',
          's/page (prerender)',
          'peak memory',
        ],
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
        "maps: the bench needs them to split scripts) and prerendered from each seed's database " +
        "(`--experimental-build-mode=generate`); build time = that compile + the seed's prerendering, what one " +
        '`next build` of the seed costs. Peak memory is the larger of the two steps. Seeding 10x copies the rounds ' +
        'after the first on SQLite.',
      '',
    )
  }
  return `${parts.join('\n')}\n`
}

/** The real-traffic section (scripts/lib/traffic.ts). */
function trafficSection(t: Json): string[] {
  const parts = ['## Real traffic', '']
  if (t.flood) {
    const { junk, probe } = t.flood
    const statuses = (s: Record<string, number>) =>
      Object.entries(s)
        .map(([code, n]) => `${n} × ${code}`)
        .join(', ')
    parts.push(
      `Flood: one client (50 connections, ${t.flood.seconds} s) sends junk in turn: a random query string on a real page, a random unknown address, a random search (scripts/lib/junk-request.cjs); beside it a second client (2 connections) reads cached pages.`,
      '',
      table(
        ['client', 'requests', 'req/s', 'p50', 'p99', 'max', 'errors', 'answers'],
        [
          [
            'junk',
            junk.requests,
            junk.rps,
            ms(junk.p50),
            ms(junk.p99),
            ms(junk.max),
            junk.errors,
            statuses(junk.statuses),
          ],
          [
            'cached pages',
            probe.requests,
            probe.rps,
            ms(probe.p50),
            ms(probe.p99),
            ms(probe.max),
            probe.errors,
            statuses(probe.statuses),
          ],
        ],
      ),
      '',
    )
  }
  if (t.cpu)
    parts.push(
      `Server CPU time (user + system, from /proc) for 1,000 requests, junk from a new client each round against cached pages, alternating: ${t.cpu.rounds
        .map((r: Json) => `${r.junkSeconds} s against ${r.cachedSeconds} s (${r.ratio}x)`)
        .join('; ')}. Median ratio ${t.cpu.ratio}x (goal ≤ ${GOALS.junkCpuRatio}x).`,
      '',
    )
  if (t.memory)
    parts.push(
      `Resident memory of the server: ${t.memory.startMiB} MiB before; ${t.memory.rounds
        .map(
          (r: Json, i: number) =>
            `after round ${i + 1} (${r.urls} sitemap addresses, ${r.searches} searches, ${r.beaconEvents} beacon events, ${r.seconds} s) ${r.rssMiB} MiB`,
        )
        .join('; ')} (goal ≤ ${GOALS.memoryMiB} MiB, no rise in the second round).`,
      '',
    )
  return parts
}
