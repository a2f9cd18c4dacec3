import { describe, expect, it } from 'vitest'
import { currencyLabel, formatMoney } from './money'

describe('formatMoney', () => {
  it.each([
    [1234.5, 'USD', undefined, '$1,234.5'],
    [1234, 'USD', 2, '$1,234.00'],
    [1234.567, 'USD', 2, '$1,234.56'],
    [-1234.5, 'USD', undefined, '$-1,234.5'],
    [99, 'BRL', undefined, 'R$99.0'],
    [1234.5, 'PLN', undefined, '1,234.5zł'],
    [-5, 'PLN', undefined, '-5.0zł'],
    [1234567, 'VND', undefined, '1,234K₫'],
    [1234567.89, 'VND', 2, '1,234K₫'],
    [999, 'VND', undefined, '999₫'],
    [-2500000, 'VND', undefined, '-2,500K₫'],
    [0, 'USD', undefined, '$0.0'],
    [19.99, 'USD', 1, '$19.9'],
    [2.3, 'USD', 1, '$2.3'],
    [4.35, 'PLN', 2, '4.35zł'],
    [1e-7, 'USD', 2, '$0.00'],
    [0.1 + 0.2, 'USD', 1, '$0.3'],
    [1.005, 'USD', 2, '$1.00'],
    [1234567890.12, 'BRL', 2, 'R$1,234,567,890.12'],
    [12, 'USD', 0, '$12'],
    [-0.04, 'USD', 1, '$0.0'],
    [1e21, 'USD', 0, '$1,000,000,000,000,000,000,000'],
  ] as const)('%s %s (%s decimals) -> %s', (value, currency, decimals, expected) => {
    expect(formatMoney(value, currency, decimals)).toBe(expected)
  })

  it('shows 0 for a missing value', () => {
    expect(formatMoney(undefined, 'USD')).toBe('0')
    expect(formatMoney(null, 'PLN')).toBe('0')
    expect(formatMoney(Number.NaN, 'BRL')).toBe('0')
  })

  it('labels the four currencies', () => {
    expect(['USD', 'BRL', 'PLN', 'VND'].map((c) => currencyLabel(c as 'USD'))).toEqual(['USD($)', 'BRL(R$)', 'PLN(zł)', 'VND(₫)'])
  })
})
