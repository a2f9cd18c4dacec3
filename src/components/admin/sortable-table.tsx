'use client'
/**
 * One dashboard table with its CSV link, sortable by any column: the header's button sorts (numbers largest first,
 * text A to Z; again to reverse), and the sorted column says so to assistive technology (aria-sort).
 */
import { useState } from 'react'

export type Cell = string | number
export interface Column {
  label: string
  /** How a number is shown: a count (1,234) or a share in percent (12.5%). Text columns leave it out. */
  format?: 'count' | 'percent'
}

const shown = (cell: Cell, format: Column['format']) =>
  typeof cell !== 'number'
    ? cell
    : format === 'percent'
      ? `${cell.toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
      : cell.toLocaleString('en-US')

export function SortableTable({
  title,
  id,
  columns,
  rows,
  csvHref,
  note,
  empty = 'No data in this range.',
}: {
  title: string
  id: string
  columns: Column[]
  rows: { key: string; cells: Cell[] }[]
  csvHref: string
  note?: string
  empty?: string
}) {
  // Unsorted: the server's order (the largest first).
  const [sort, setSort] = useState<{ column: number; descending: boolean } | null>(null)
  const sorted = sort
    ? [...rows].sort((a, b) => {
        const x = a.cells[sort.column] ?? ''
        const y = b.cells[sort.column] ?? ''
        const order =
          typeof x === 'number' && typeof y === 'number'
            ? x - y
            : String(x).localeCompare(String(y))
        return sort.descending ? -order : order
      })
    : rows
  const sortBy = (column: number) =>
    setSort((current) =>
      current?.column === column
        ? { column, descending: !current.descending }
        : { column, descending: columns[column]?.format !== undefined },
    )
  return (
    <section className={`stats-table stats-${id}`} data-table={id}>
      <h3>
        {title}{' '}
        <a href={csvHref} download className="stats-csv">
          CSV
        </a>
      </h3>
      {note ? <p className="stats-note">{note}</p> : null}
      <table>
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th
                key={column.label}
                scope="col"
                aria-sort={
                  sort?.column === i ? (sort.descending ? 'descending' : 'ascending') : undefined
                }
              >
                <button type="button" className="stats-sort" onClick={() => sortBy(i)}>
                  {column.label}
                  <span aria-hidden="true">
                    {sort?.column === i ? (sort.descending ? ' ▼' : ' ▲') : ''}
                  </span>
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sorted.length ? (
            sorted.map((r) => (
              <tr key={r.key} data-row={r.key}>
                {r.cells.map((cell, i) => (
                  <td key={i}>{shown(cell, columns[i]?.format)}</td>
                ))}
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  )
}
