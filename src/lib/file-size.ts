/**
 * A download's size as visitors read it, the same on the download page and in the release notes: megabytes of
 * 1,000,000 bytes (what "MB" means, and what the operating system shows), one decimal, the unit in the language.
 */
export function formatFileSize(bytes: number | null | undefined, tag: string): string {
  if (!bytes || !Number.isFinite(bytes) || bytes < 0) return '—'
  return new Intl.NumberFormat(tag, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000)
}
