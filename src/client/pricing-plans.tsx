'use client'
/**
 * Plan cards with the currency selector and the monthly/annual switch. The server renders them in USD (the
 * base currency), so prices are in the HTML before any script runs; here the visitor's choice, or the
 * currency of their country, re-renders every price without a reload.
 */
import { useEffect, useState } from 'react'
import { CmsLink } from '@/components/cms-link'
import {
  BASE_CURRENCY,
  currencies,
  currencyLabel,
  formatPrice,
  isCurrency,
  multiplyMoney,
  type Currency,
} from '@/lib/money'
import { inNextTask } from './idle'
import { visitorCountry } from './visitor-address'

export interface PlanView {
  key: string
  name: string
  description?: string | null
  highlighted: boolean
  /** Absent for contact-sales plans. */
  prices: Partial<Record<Currency, { monthly: number; annual: number }>> | null
  features: string[]
  cta: { href: string; label: string; external: boolean }
}

export interface PricingLabels {
  currency: string
  billing: string
  monthly: string
  annual: string
  /** With {percent}. */
  save: string
  perMonth: string
  /** With {amount}. */
  billedAnnually: string
  billedMonthly: string
  popular: string
  custom: string
  /** With {currency}. */
  note: string
}

const STORAGE_KEY = 'pricing_currency'

function readStoredCurrency(): Currency | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isCurrency(value) ? value : null
  } catch {
    return null
  }
}

export function PricingPlans({
  plans,
  labels,
  countryCurrencies,
}: {
  plans: PlanView[]
  labels: PricingLabels
  countryCurrencies: Record<string, Currency>
}) {
  // What the visitor picked on this page, else what they picked before (stored), else their country's currency.
  const [picked, setPicked] = useState<Currency | null>(null)
  const [stored, setStored] = useState<Currency | null>(null)
  const [local, setLocal] = useState<Currency | null>(null)
  const [annual, setAnnual] = useState(false)
  const currency = picked ?? stored ?? local ?? BASE_CURRENCY

  useEffect(() => {
    let current = true
    let cancel = () => {}
    const onStorage = () => setStored(readStoredCurrency())
    // Each step in a task of its own, none in the one that runs every effect after hydration: a first storage read
    // and a first fetch wait on the browser process (src/client/idle.ts).
    cancel = inNextTask(() => {
      const remembered = readStoredCurrency()
      setStored(remembered)
      // A choice made in another tab applies here too.
      window.addEventListener('storage', onStorage)
      if (remembered) return
      cancel = inNextTask(
        () =>
          void visitorCountry().then((country) => {
            const found =
              country && Object.hasOwn(countryCurrencies, country.toUpperCase())
                ? countryCurrencies[country.toUpperCase()]
                : undefined
            if (found && current) setLocal(found)
          }),
      )
    })
    return () => {
      current = false
      cancel()
      window.removeEventListener('storage', onStorage)
    }
  }, [countryCurrencies])

  const choose = (value: Currency) => {
    setPicked(value)
    try {
      localStorage.setItem(STORAGE_KEY, value)
    } catch {
      // Storage may be unavailable (private mode); the choice still holds on this page.
    }
  }
  const saving = Math.max(
    0,
    ...plans.flatMap((plan) => {
      const price = plan.prices?.[BASE_CURRENCY]
      return price && price.monthly > 0
        ? [Math.floor((1 - price.annual / price.monthly) * 100)]
        : []
    }),
  )

  return (
    <div className="pricing">
      <div className="pricing-controls">
        <label className="currency-select">
          <span>{labels.currency}</span>
          <select
            value={currency}
            onChange={(event) => isCurrency(event.target.value) && choose(event.target.value)}
            data-currency-select=""
          >
            {currencies.map((c) => (
              <option key={c} value={c}>
                {currencyLabel(c)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="billing-toggle">
          <legend className="sr-only">{labels.billing}</legend>
          <label data-track-click="billing monthly">
            <input
              type="radio"
              name="billing"
              checked={!annual}
              onChange={() => setAnnual(false)}
            />
            <span>{labels.monthly}</span>
          </label>
          <label data-track-click="billing annual">
            <input type="radio" name="billing" checked={annual} onChange={() => setAnnual(true)} />
            <span>
              {labels.annual}
              {saving > 0 ? (
                <em className="badge">{labels.save.replace('{percent}', String(saving))}</em>
              ) : null}
            </span>
          </label>
        </fieldset>
      </div>
      <ul className="plan-grid" aria-live="polite">
        {plans.map((plan) => {
          const price = plan.prices?.[currency] ?? null
          return (
            <li
              key={plan.key}
              className={`card plan${plan.highlighted ? ' plan-highlighted' : ''}`}
              data-plan={plan.key}
              data-track-expose={`plan ${plan.key}`}
            >
              {plan.highlighted ? <p className="badge plan-badge">{labels.popular}</p> : null}
              <h2 className="plan-name">{plan.name}</h2>
              {plan.description ? <p>{plan.description}</p> : null}
              <p className="plan-price">
                {price ? (
                  <>
                    <strong data-price="" data-currency={currency}>
                      {formatPrice(annual ? price.annual : price.monthly, currency)}
                    </strong>{' '}
                    <span>{labels.perMonth}</span>
                  </>
                ) : (
                  <strong className="plan-custom">{plan.prices ? '—' : labels.custom}</strong>
                )}
              </p>
              {price && price.monthly > 0 ? (
                <p className="plan-billing">
                  {annual
                    ? labels.billedAnnually.replace(
                        '{amount}',
                        formatPrice(multiplyMoney(price.annual, 12), currency),
                      )
                    : labels.billedMonthly}
                </p>
              ) : (
                <p className="plan-billing" aria-hidden="true">
                  &nbsp;
                </p>
              )}
              <CmsLink
                link={plan.cta}
                className={`btn ${plan.highlighted ? 'btn-primary' : 'btn-outline'}`}
                track={`pricing ${plan.key}`}
              >
                {plan.cta.label}
              </CmsLink>
              {plan.features.length ? (
                <ul className="plan-features">
                  {plan.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ul>
      <p className="pricing-note">{labels.note.replace('{currency}', currencyLabel(currency))}</p>
    </div>
  )
}
