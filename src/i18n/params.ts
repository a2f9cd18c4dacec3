import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { isLocale, type Locale } from './locales'

/**
 * The locale of a page or layout render: anything that is not one of the 14 codes is a 404, and the locale is
 * registered for next-intl so every layout and page render (including partial ones) stays static.
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  return locale
}
