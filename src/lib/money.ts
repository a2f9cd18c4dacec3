/** Currencies and money formatting (spec sections 3 and 5). */

export const currencies = ['USD', 'BRL', 'PLN', 'VND'] as const
export type Currency = (typeof currencies)[number]
export const BASE_CURRENCY: Currency = 'USD'
/** Decimal places shown when a call does not say (spec section 9). */
export const DEFAULT_DECIMALS = 1

const units: Record<Currency, { sign: string; front: boolean }> = {
  USD: { sign: '$', front: true },
  BRL: { sign: 'R$', front: true },
  PLN: { sign: 'zł', front: false },
  VND: { sign: '₫', front: false },
}

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (currencies as readonly string[]).includes(value)

/** The selector label of a currency: `USD($)`, `BRL(R$)`, `PLN(zł)`, `VND(₫)`. */
export const currencyLabel = (currency: Currency) => `${currency}(${units[currency].sign})`

/**
 * The decimal digits of a finite number as people wrote it: the shortest form that reads back as the same
 * number (2.3, not 2.2999…), so truncation never cuts a digit the editor typed. Exponent forms are expanded.
 */
function plainDigits(value: number): string {
  const shortest = String(Math.abs(value))
  if (!shortest.includes('e')) return shortest
  return Math.abs(value).toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 })
}

/** `value × factor` in the value's decimal units: in floating point 39.9 × 12 is 478.799…, which truncates to 478.7. */
export function multiplyMoney(value: number, factor: number): number {
  if (!Number.isFinite(value) || !Number.isInteger(factor)) return value * factor
  const [whole = '0', fraction = ''] = plainDigits(value).split('.')
  const units = BigInt(whole + fraction) * BigInt(factor)
  const scaled = Number(units) / 10 ** fraction.length
  return value < 0 ? -scaled : scaled
}

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** Formats an amount as the spec says: `decimals` places truncated, never rounded (`$-1,234.5`, `1,234zł`, `1,234K₫`). */
export function formatMoney(
  value: number | null | undefined,
  currency: Currency,
  decimals = DEFAULT_DECIMALS,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '0'
  const unit = units[currency]
  const [whole = '0', fraction = ''] = plainDigits(value).split('.')
  let number: string
  if (currency === 'VND') {
    number = whole.length > 3 ? `${group(whole.slice(0, -3))}K` : whole
  } else {
    const places = Math.max(0, Math.floor(decimals))
    const kept = fraction.slice(0, places).padEnd(places, '0')
    number = places > 0 ? `${group(whole)}.${kept}` : group(whole)
  }
  const negative = value < 0 && /[1-9]/.test(number)
  const signed = `${negative ? '-' : ''}${number}`
  return unit.front ? `${unit.sign}${signed}` : `${signed}${unit.sign}`
}

/**
 * A price as the site shows it: a whole amount without a decimal part (`$9`, `$0`, `1,234zł`), any other with
 * the spec's default decimal count (`$7.2`). One presentation for every page that shows a price.
 */
export function formatPrice(value: number | null | undefined, currency: Currency): string {
  return formatMoney(
    value,
    currency,
    typeof value === 'number' && Number.isInteger(value) ? 0 : DEFAULT_DECIMALS,
  )
}
