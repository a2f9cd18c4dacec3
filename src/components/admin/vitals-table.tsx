/**
 * The dashboard's Core Web Vitals: one row per page template (p75 of LCP, INP, CLS and TTFB over every language,
 * coloured by rating, worst first), its languages on demand, 20 templates a page. The CSV has every template ×
 * language × metric.
 */
import { vitalNames, vitalThresholds } from '@/lib/stats/web-vitals'
import type { VitalCell, VitalTemplateRow } from '@/server/stats/vitals'

/** Templates a page of the table shows. */
export const VITALS_PAGE_SIZE = 20

/** CLS is unitless (three decimals); the other vitals are milliseconds. */
const formatVital = (metric: string, value: number) =>
  metric === 'CLS' ? String(Number(value.toFixed(3))) : `${Math.round(value)} ms`

const Cell = ({ metric, cell }: { metric: string; cell?: VitalCell }) =>
  cell ? (
    <td
      className={`vital-${cell.rating}`}
      title={`${cell.rating}, ${cell.samples.toLocaleString('en-US')} samples`}
    >
      {formatVital(metric, cell.p75)}
    </td>
  ) : (
    <td>—</td>
  )

export function VitalsTable({
  rows,
  page,
  filter,
  pageHref,
}: {
  rows: VitalTemplateRow[]
  page: number
  filter: URLSearchParams
  pageHref: (page: number) => string
}) {
  const pages = Math.max(1, Math.ceil(rows.length / VITALS_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  const shown = rows.slice((current - 1) * VITALS_PAGE_SIZE, current * VITALS_PAGE_SIZE)
  return (
    <section className="stats-table stats-vitals" data-table="vitals" id="vitals">
      <h3>
        Core Web Vitals of real visitors, 75th percentile{' '}
        <a href={`/api/stats/export?table=vitals&${filter}`} download className="stats-csv">
          CSV
        </a>
      </h3>
      <p>
        Good up to:{' '}
        {vitalNames.map((m) => `${m} ${formatVital(m, vitalThresholds[m][0])}`).join(', ')}. Poor
        above: {vitalNames.map((m) => `${m} ${formatVital(m, vitalThresholds[m][1])}`).join(', ')}.
        Worst templates first.
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">Template</th>
            {vitalNames.map((m) => (
              <th key={m} scope="col">
                {m}
              </th>
            ))}
            <th scope="col">Samples</th>
            <th scope="col">Languages</th>
          </tr>
        </thead>
        <tbody>
          {shown.length ? (
            shown.map((row) => (
              <tr key={row.template} data-row={row.template} data-rating={row.rating}>
                <th scope="row">{row.template}</th>
                {vitalNames.map((m) => (
                  <Cell key={m} metric={m} cell={row.metrics[m]} />
                ))}
                <td>{row.samples.toLocaleString('en-US')}</td>
                <td>
                  <details>
                    <summary>{row.locales.length}</summary>
                    <table className="stats-vitals-locales">
                      <tbody>
                        {row.locales.map((l) => (
                          <tr key={l.locale}>
                            <th scope="row">{l.locale || '—'}</th>
                            {vitalNames.map((m) => (
                              <Cell key={m} metric={m} cell={l.metrics[m]} />
                            ))}
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </details>
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={vitalNames.length + 3}>No measurements in this range.</td>
            </tr>
          )}
        </tbody>
      </table>
      {pages > 1 ? (
        <nav className="stats-pages" aria-label="Vitals pages">
          {current > 1 ? <a href={pageHref(current - 1)}>Previous</a> : null}
          <span>
            Page {current} of {pages}
          </span>
          {current < pages ? <a href={pageHref(current + 1)}>Next</a> : null}
        </nav>
      ) : null}
    </section>
  )
}
