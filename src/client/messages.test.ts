import { describe, expect, it } from 'vitest'
import { interpolate } from './messages'

describe('interpolate', () => {
  it('fills named placeholders and leaves unknown ones', () => {
    expect(interpolate('Going to the blog in {seconds} s', { seconds: 4 })).toBe(
      'Going to the blog in 4 s',
    )
    expect(interpolate('{a} and {b}', { a: 'x' })).toBe('x and {b}')
    expect(interpolate('plain')).toBe('plain')
  })
})
