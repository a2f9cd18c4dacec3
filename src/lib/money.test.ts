import { describe, expect, it } from 'vitest'
import { planPrices } from '@/cms/seed/marketing'
import { currencyLabel, formatMoney, formatPrice, multiplyMoney, type Currency } from './money'

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
    expect(['USD', 'BRL', 'PLN', 'VND'].map((c) => currencyLabel(c as 'USD'))).toEqual([
      'USD($)',
      'BRL(R$)',
      'PLN(zł)',
      'VND(₫)',
    ])
  })
})

describe('multiplyMoney', () => {
  it('bills a year of the annual price without floating-point loss (39.9 × 12 is 478.8, not 478.7)', () => {
    expect(formatMoney(multiplyMoney(39.9, 12), 'BRL')).toBe('R$478.8')
    expect(39.9 * 12).not.toBe(478.8)
    expect(formatMoney(multiplyMoney(7.2, 12), 'USD')).toBe('$86.4')
    expect(formatMoney(multiplyMoney(95.2, 12), 'PLN')).toBe('1,142.4zł')
    expect(formatMoney(multiplyMoney(183000, 12), 'VND')).toBe('2,196K₫')
    expect(multiplyMoney(-0.1, 3)).toBe(-0.3)
  })

  it('shows every seeded plan × currency × period as exact decimal arithmetic does', () => {
    // Decimal arithmetic on the digits, independent of the code under test: "39.9" × 12 → "478.8".
    const exact = (value: number, factor: number) => {
      const [whole, fraction = ''] = String(value).split('.')
      const digits = (BigInt(`${whole}${fraction}`) * BigInt(factor))
        .toString()
        .padStart(fraction.length + 1, '0')
      return fraction
        ? `${digits.slice(0, -fraction.length)}.${digits.slice(-fraction.length)}`
        : digits
    }
    let checked = 0
    for (const [plan, byCurrency] of Object.entries(planPrices)) {
      for (const [currency, [monthly, annual]] of Object.entries(byCurrency) as [
        Currency,
        readonly [number, number],
      ][]) {
        for (const [period, perMonth] of [
          ['monthly', monthly],
          ['annual', annual],
        ] as const) {
          const shown = formatMoney(multiplyMoney(perMonth, period === 'annual' ? 12 : 1), currency)
          expect(shown, `${plan} ${currency} ${period}`).toBe(
            formatMoney(Number(exact(perMonth, period === 'annual' ? 12 : 1)), currency),
          )
          checked++
        }
      }
    }
    expect(checked).toBe(Object.keys(planPrices).length * 4 * 2)
  })
})

describe('formatPrice', () => {
  it('shows a whole amount without a decimal part and any other with the default one decimal, in every currency', () => {
    expect(formatPrice(9, 'USD')).toBe('$9')
    expect(formatPrice(0, 'USD')).toBe('$0')
    expect(formatPrice(7.2, 'USD')).toBe('$7.2')
    expect(formatPrice(86.4, 'USD')).toBe('$86.4')
    expect(formatPrice(1234, 'BRL')).toBe('R$1,234')
    expect(formatPrice(49.9, 'BRL')).toBe('R$49.9')
    expect(formatPrice(39, 'PLN')).toBe('39zł')
    expect(formatPrice(31.2, 'PLN')).toBe('31.2zł')
    expect(formatPrice(229000, 'VND')).toBe('229K₫')
    expect(formatPrice(undefined, 'USD')).toBe('0')
  })

  it('never shows a whole seeded price with a zero decimal ($9.0)', () => {
    for (const byCurrency of Object.values(planPrices))
      for (const [currency, amounts] of Object.entries(byCurrency) as [
        Currency,
        readonly number[],
      ][])
        for (const amount of [...amounts, ...amounts.map((a) => multiplyMoney(a, 12))])
          expect(formatPrice(amount, currency)).not.toMatch(/\.0(?!\d)/)
  })
})
