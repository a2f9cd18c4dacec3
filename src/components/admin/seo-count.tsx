'use client'
/**
 * A live character count under an SEO field (title, description), against what search results show of it
 * (src/lib/seo-limits.ts). Counted in characters as readers see them (code points), as the site cuts them.
 */
import { useFormFields, useTranslation } from '@payloadcms/ui'
import { seoText } from './seo-text'
import './seo-preview.css'

export function SeoCount({ path, max }: { path: string; max: number }) {
  const value = useFormFields(([fields]) => fields[path]?.value)
  const { i18n } = useTranslation()
  const text = seoText(i18n.language)
  const count = typeof value === 'string' ? [...value].length : 0
  const over = count > max
  return (
    <p className="seo-count" data-seo-count={path} data-over={over} aria-live="polite">
      {count} / {max} {text.characters}
      {over ? ` · ${text.over}` : null}
    </p>
  )
}
