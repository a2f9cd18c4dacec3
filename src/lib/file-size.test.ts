import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size'

describe('formatFileSize', () => {
  it('is one figure for one file, in decimal megabytes, in the page language', () => {
    expect(formatFileSize(119_600_000, 'en-US')).toBe('119.6 MB')
    expect(formatFileSize(119_600_000, 'ru-RU')).toMatch(/^119,6\s?МБ$/)
    expect(formatFileSize(0, 'en-US')).toBe('—')
    expect(formatFileSize(undefined, 'en-US')).toBe('—')
  })
})
