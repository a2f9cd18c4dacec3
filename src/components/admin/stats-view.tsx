/**
 * The statistics dashboard, a custom view of the CMS admin at /admin/stats, for admins only: date range and
 * locale filters, daily charts, top tables and CSV exports, read from the daily roll-ups. Its code lives in the
 * admin bundle only.
 */
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { locales } from '@/i18n/locales'
import './stats.css'
import { vitalRating, type VitalName } from '@/lib/web-vitals'
import { dashboardData, parseFilter, type Row } from '@/server/stats-dashboard'
import { StatsCharts } from './stats-charts'

/** Runs the dashboard's queries and says how long they took (shown as data-ms, for load measurements). */
async function timed<T>(run: () => Promise<T>): Promise<{ data: T; ms: number }> {
  const started = performance.now()
  const data = await run()
  return { data, ms: Math.round(performance.now() - started) }
}

function Table({ title, id, head, rows, filter }: { title: string; id: string; head: string[]; rows: Row[]; filter: URLSearchParams }) {
  return (
    <section className="stats-table" data-table={id}>
      <h3>
        {title}{' '}
        <a href={`/api/stats/export?table=${id}&${filter}`} download className="stats-csv">
          CSV
        </a>
      </h3>
      <table>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((r) => (
              <tr key={`${r.label}|${r.detail ?? ''}`}>
                <td>{r.label}</td>
                {r.detail !== undefined ? <td>{r.detail}</td> : null}
                <td>{r.count.toLocaleString('en-US')}</td>
                {r.extra !== undefined ? <td>{r.extra.toLocaleString('en-US')}</td> : null}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={head.length}>No data in this range.</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  )
}

export async function StatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const user = req.user as { roles?: string; collection?: string } | null
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>{children}</Gutter>
    </DefaultTemplate>
  )
  // Not signed in: the CMS sign-in, then back here.
  if (!user) redirect(`${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/stats`)}`)
  if (user.collection !== 'users' || user.roles !== 'admin') {
    return template(
      <div className="stats-denied" role="alert">
        <h1>Statistics</h1>
        <p>Only administrators can open the statistics dashboard.</p>
      </div>,
    )
  }
  const filter = parseFilter(searchParams)
  const { data, ms } = await timed(() => dashboardData(req.payload, filter))
  const query = new URLSearchParams({ from: filter.from, to: filter.to, ...(filter.locale ? { locale: filter.locale } : {}) })
  return template(
    <div className="stats-dashboard" data-ms={ms}>
      <h1>Statistics</h1>
      <form method="get" className="stats-filters" aria-label="Filters">
        <label>
          From <input type="date" name="from" defaultValue={filter.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={filter.to} />
        </label>
        <label>
          Locale{' '}
          <select name="locale" defaultValue={filter.locale ?? ''}>
            <option value="">All</option>
            {locales.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-small">
          Apply
        </button>
      </form>
      <ul className="stats-totals" data-totals={JSON.stringify(data.totals)}>
        <li>Views <strong>{data.totals.views.toLocaleString('en-US')}</strong></li>
        <li>Busiest day&apos;s devices <strong>{data.totals.devicesPeak.toLocaleString('en-US')}</strong></li>
        <li>Clicks <strong>{data.totals.clicks.toLocaleString('en-US')}</strong></li>
        <li>Downloads <strong>{data.totals.downloads.toLocaleString('en-US')}</strong></li>
        <li>Registration clicks <strong>{data.totals.registrations.toLocaleString('en-US')}</strong></li>
        <li>Sign-ins <strong>{data.totals.signIns.toLocaleString('en-US')}</strong></li>
        <li>Errors <strong>{data.totals.errors.toLocaleString('en-US')}</strong></li>
        <li>Bot events dropped <strong>{data.totals.bots.toLocaleString('en-US')}</strong></li>
      </ul>
      <p>
        <a href={`/api/stats/export?table=daily&${query}`} download className="stats-csv">
          Daily figures as CSV
        </a>
      </p>
      <StatsCharts days={data.days} platforms={data.platforms} />
      <div className="stats-tables">
        <Table title="Top pages" id="pages" head={['Path', 'Views']} rows={data.topPages} filter={query} />
        <Table title="Top utm_source" id="sources" head={['utm_source', 'Records']} rows={data.topSources} filter={query} />
        <Table title="Top utm_campaign" id="campaigns" head={['utm_campaign', 'Records']} rows={data.topCampaigns} filter={query} />
        <Table title="Referral codes" id="referrals" head={['Code', 'Visits', 'Sign-ups']} rows={data.referralCodes} filter={query} />
        <Table title="Errors by code and page" id="errors" head={['Code', 'Path', 'Events']} rows={data.errors} filter={query} />
      </div>
      <section className="stats-table stats-vitals" data-table="vitals">
        <h3>
          Core Web Vitals of real visitors, 75th percentile{' '}
          <a href={`/api/stats/export?table=vitals&${query}`} download className="stats-csv">
            CSV
          </a>
        </h3>
        <p>Good up to: LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 0.8 s. Poor above: LCP 4 s, INP 500 ms, CLS 0.25, TTFB 1.8 s.</p>
        <table>
          <thead>
            <tr>
              {['Template', 'Locale', 'Metric', 'p75', 'Samples', 'Rating'].map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.vitals.length ? (
              data.vitals.map((v) => {
                const rating = vitalRating(v.metric as VitalName, v.p75)
                return (
                  <tr key={`${v.template}|${v.locale}|${v.metric}`} data-vital={`${v.template}|${v.locale}|${v.metric}`}>
                    <td>{v.template}</td>
                    <td>{v.locale || '—'}</td>
                    <td>{v.metric}</td>
                    <td>{v.metric === 'CLS' ? v.p75.toFixed(3) : `${Math.round(v.p75)} ms`}</td>
                    <td>{v.samples.toLocaleString('en-US')}</td>
                    <td className={`vital-${rating}`}>{rating}</td>
                  </tr>
                )
              })
            ) : (
              <tr>
                <td colSpan={6}>No measurements in this range.</td>
              </tr>
            )}
          </tbody>
        </table>
      </section>
    </div>,
  )
}
