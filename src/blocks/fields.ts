/** Field shorthands the block configurations share. */
import { validateRedirectTarget } from '@/lib/redirects/target'

export const text = (name: string, required = false, maxLength = 200) => ({
  name,
  type: 'text' as const,
  required,
  maxLength,
})
export const textarea = (name: string, required = false) => ({
  name,
  type: 'textarea' as const,
  required,
  maxLength: 2000,
})
/** A site path or an http(s) address, checked like a redirect target. */
export const httpUrl = (name: string, required = false) => ({
  name,
  type: 'text' as const,
  required,
  maxLength: 2048,
  validate: (value: string | null | undefined) =>
    value ? validateRedirectTarget(value) : required ? 'An address is required.' : true,
})
