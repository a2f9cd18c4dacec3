/**
 * The statistics dashboard, a custom view of the CMS admin at /admin/stats, for admins only: date range and
 * locale filters, daily charts, top tables and CSV exports, read from the daily roll-ups. Its code lives in the
 * admin bundle only.
 */
import type { AdminViewServerProps } from 'payload'
import { DefaultTemplate } from '@payloadcms/next/templates'
import { Gutter } from '@payloadcms/ui'
import { redirect } from 'next/navigation'
import { roleOfUser } from '@/cms/access'
import { locales } from '@/i18n/locales'
import './stats.css'
import { dashboardData } from '@/server/stats/dashboard'
import { parseFilter } from '@/server/stats/filter'
import { StatsCharts } from './stats-charts'
import { BreakdownTables, Table } from './stats-tables'
import { VitalsTable } from './vitals-table'

/** Runs the dashboard's queries and says how long they took (shown as data-ms, for load measurements). */
async function timed<T>(run: () => Promise<T>): Promise<{ data: T; ms: number }> {
  const started = performance.now()
  const data = await run()
  return { data, ms: Math.round(performance.now() - started) }
}

export async function StatsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
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
  if (!req.user)
    redirect(
      `${req.payload.config.routes.admin}/login?redirect=${encodeURIComponent(`${req.payload.config.routes.admin}/stats`)}`,
    )
  if (roleOfUser(req.user) !== 'admin') {
    return template(
      <div className="stats-denied" role="alert">
        <h1>Statistics</h1>
        <p>Only administrators can open the statistics dashboard.</p>
      </div>,
    )
  }
  const filter = parseFilter(searchParams)
  const { data, ms } = await timed(() => dashboardData(req.payload, filter))
  const query = new URLSearchParams({
    from: filter.from,
    to: filter.to,
    ...(filter.locale ? { locale: filter.locale } : {}),
  })
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
        <li>
          Visitors, last 30 minutes{' '}
          <strong data-visitors-now={data.visitorsNow}>
            {data.visitorsNow.toLocaleString('en-US')}
          </strong>
        </li>
        <li>
          Views <strong>{data.totals.views.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Busiest day&apos;s devices{' '}
          <strong>{data.totals.devicesPeak.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Clicks <strong>{data.totals.clicks.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Downloads <strong>{data.totals.downloads.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Registration clicks <strong>{data.totals.registrations.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Sign-ins <strong>{data.totals.signIns.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Errors <strong>{data.totals.errors.toLocaleString('en-US')}</strong>
        </li>
        <li>
          Bot events dropped <strong>{data.totals.bots.toLocaleString('en-US')}</strong>
        </li>
      </ul>
      <form method="post" action="/api/stats/rollup" className="stats-rollup">
        <p>
          Daily roll-ups last built:{' '}
          <strong data-rolled-up={data.rolledUpAt ?? ''}>
            {data.rolledUpAt ? `${data.rolledUpAt.slice(0, 16).replace('T', ' ')} UTC` : 'never'}
          </strong>{' '}
          <button type="submit" className="btn btn--style-secondary btn--size-small">
            Rebuild now
          </button>
        </p>
      </form>
      <p>
        <a href={`/api/stats/export?table=daily&${query}`} download className="stats-csv">
          Daily figures as CSV
        </a>
      </p>
      <StatsCharts days={data.days} platforms={data.platforms} />
      <BreakdownTables data={data.breakdowns} filter={query} />
      <h2 className="stats-section">Pages, campaigns and errors</h2>
      <div className="stats-tables">
        <Table
          title="Top pages"
          id="pages"
          head={['Path', 'Views']}
          rows={data.topPages}
          filter={query}
        />
        <Table
          title="Top utm_source"
          id="sources"
          head={['utm_source', 'Records']}
          rows={data.topSources}
          filter={query}
        />
        <Table
          title="Top utm_campaign"
          id="campaigns"
          head={['utm_campaign', 'Records']}
          rows={data.topCampaigns}
          filter={query}
        />
        <Table
          title="Referral codes"
          id="referrals"
          head={['Code', 'Visits', 'Sign-ups']}
          counts={2}
          rows={data.referralCodes}
          filter={query}
        />
        <Table
          title="Errors by code and page"
          id="errors"
          head={['Code', 'Path', 'Events']}
          rows={data.errors}
          filter={query}
        />
        <Table
          title="Bot events dropped, by day and reason"
          id="bots"
          head={['Day', 'Reason', 'Events']}
          rows={data.botsByDay}
          filter={query}
        />
        <Table
          title="Beacon batches refused, by day and reason (the page halves a refused batch; an event refused alone is dropped)"
          id="refused"
          head={['Day', 'Reason', 'Batches']}
          rows={data.refusedByDay}
          filter={query}
        />
      </div>
      <VitalsTable
        rows={data.vitalTemplates}
        filter={query}
        page={Number(searchParams?.vitals_page) || 1}
        pageHref={(page) =>
          `?${new URLSearchParams({ ...Object.fromEntries(query), vitals_page: String(page) })}#vitals`
        }
      />
    </div>,
  )
}
