import { describe, expect, it } from 'vitest'
import { filterProblem, parseFilter } from './filter'

describe('statistics export filter', () => {
  it('refuses days that are malformed or do not exist, a reversed range and an unknown language', () => {
    expect(filterProblem({ from: '2026-13-01' })).toBe('from must be a day as YYYY-MM-DD.')
    expect(filterProblem({ to: 'yesterday' })).toBe('to must be a day as YYYY-MM-DD.')
    expect(filterProblem({ from: '2026-02-30' })).toBe('from must be a day as YYYY-MM-DD.')
    expect(filterProblem({ from: ['2026-02-01', '2026-02-02'], to: '2026-1-5' })).toBe(
      'to must be a day as YYYY-MM-DD.',
    )
    expect(filterProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe(
      'from must not be after to.',
    )
    expect(filterProblem({ locale: 'xx' })).toMatch(/^locale must be one of en, /)
  })

  it('accepts a full filter, a partial one and none, which the dashboard completes', () => {
    expect(filterProblem({ from: '2024-02-29', to: '2024-03-01', locale: 'ru' })).toBeNull()
    expect(filterProblem({ to: '2026-11-21' })).toBeNull()
    expect(filterProblem({ locale: '' })).toBeNull()
    expect(filterProblem({})).toBeNull()
    expect(parseFilter({ to: '2026-11-21' })).toEqual({
      from: '2026-10-23',
      to: '2026-11-21',
      locale: undefined,
    })
  })
})
