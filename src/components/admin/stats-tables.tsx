/**
 * The dashboard's tables of counted rows: the top tables, and the breakdowns that answer Plausible's questions
 * (which languages, which sites sent visitors, which countries and devices, which pages lead to registrations).
 */
import type { Row } from '@/server/stats/dashboard'
import type { BreakdownRow, Breakdowns } from '@/server/stats/breakdowns'
import { SortableTable, type Column } from './sortable-table'

const csv = (id: string, filter: URLSearchParams) => `/api/stats/export?table=${id}&${filter}`
const percent = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 1000) / 10 : 0

/** A top table: a label, an optional detail, then `counts` count columns (the count, and the extra if any). */
export function Table({
  rows,
  head,
  counts = 1,
  filter,
  ...table
}: {
  title: string
  id: string
  head: string[]
  counts?: number
  rows: Row[]
  filter: URLSearchParams
}) {
  return (
    <SortableTable
      {...table}
      csvHref={csv(table.id, filter)}
      columns={head.map((label, i) => ({
        label,
        ...(i >= head.length - counts ? { format: 'count' as const } : {}),
      }))}
      rows={rows.map((r) => ({
        key: `${r.label}|${r.detail ?? ''}`,
        cells: [
          r.label,
          ...(r.detail !== undefined ? [r.detail] : []),
          r.count,
          ...(r.extra !== undefined ? [r.extra] : []),
        ],
      }))}
    />
  )
}

function Counted({
  title,
  id,
  label,
  count,
  rows,
  filter,
}: {
  title: string
  id: string
  label: string
  count: string
  rows: BreakdownRow[]
  filter: URLSearchParams
}) {
  const columns: Column[] = [
    { label },
    { label: count, format: 'count' },
    { label: 'Visitors', format: 'count' },
  ]
  return (
    <SortableTable
      title={title}
      id={id}
      columns={columns}
      csvHref={csv(id, filter)}
      rows={rows.map((r) => ({ key: r.label, cells: [r.label, r.count, r.visitors] }))}
    />
  )
}

export function BreakdownTables({ data, filter }: { data: Breakdowns; filter: URLSearchParams }) {
  const count = (label: string): Column => ({ label, format: 'count' })
  const share = (label: string): Column => ({ label, format: 'percent' })
  return (
    <>
      <h2 className="stats-section">Audience and conversions</h2>
      <p className="stats-note">
        Visitors are devices counted per day: one that comes back on another day of the range counts
        again. A visit starts with a page opened from outside the site.
      </p>
      <div className="stats-tables">
        <SortableTable
          title="Languages"
          id="languages"
          csvHref={csv('languages', filter)}
          columns={[
            { label: 'Language' },
            count('Views'),
            count('Visitors'),
            count('Registration clicks'),
            count('Download clicks'),
          ]}
          rows={data.languages.map((r) => ({
            key: r.label,
            cells: [r.label, r.count, r.visitors, r.registrations, r.downloads],
          }))}
        />
        <Counted
          title="Referring sites"
          id="referrers"
          label="Site"
          count="Visits"
          rows={data.referrers}
          filter={filter}
        />
        <Counted
          title="Entry pages"
          id="entries"
          label="Page"
          count="Visits"
          rows={data.entries}
          filter={filter}
        />
        <SortableTable
          title="From entry page to registration or download"
          id="funnel"
          note="Visitors who entered at a page, and of them those who clicked a registration button or a download link the same day."
          csvHref={csv('funnel', filter)}
          columns={[
            { label: 'Entry page' },
            count('Visitors'),
            count('Registered'),
            share('Registration rate'),
            count('Downloaded'),
            share('Download rate'),
          ]}
          rows={data.funnel.map((r) => ({
            key: r.path,
            cells: [
              r.path,
              r.visitors,
              r.registered,
              percent(r.registered, r.visitors),
              r.downloaded,
              percent(r.downloaded, r.visitors),
            ],
          }))}
        />
        <Counted
          title="Countries"
          id="countries"
          label="Country"
          count="Views"
          rows={data.countries}
          filter={filter}
        />
        <Counted
          title="Devices"
          id="devices"
          label="Device"
          count="Views"
          rows={data.devices}
          filter={filter}
        />
        <Counted
          title="Operating systems"
          id="systems"
          label="Operating system"
          count="Views"
          rows={data.systems}
          filter={filter}
        />
        <Counted
          title="Browsers"
          id="browsers"
          label="Browser"
          count="Views"
          rows={data.browsers}
          filter={filter}
        />
      </div>
    </>
  )
}
