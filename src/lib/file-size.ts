/** A download's size in MB of 1,000,000 bytes (as operating systems show it), one decimal, the unit in the language. */
export function formatFileSize(bytes: number | null | undefined, tag: string): string {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return '—'
  return new Intl.NumberFormat(tag, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
  }).format(bytes / 1_000_000)
}
