import { describe, expect, it } from 'vitest'
import { svgHasSize, withMeasuredSize, withOriginMark } from './svg'

describe('svgHasSize', () => {
  it('counts absolute width and height, or a viewBox of four numbers with an area', () => {
    expect(svgHasSize('<svg width="120" height="60px">')).toBe(true)
    expect(
      svgHasSize(
        "<?xml version='1.0'?><svg xmlns='http://www.w3.org/2000/svg' viewBox='0,0,12,6'>",
      ),
    ).toBe(true)
    expect(svgHasSize('<svg width="100%" height="100%">')).toBe(false)
    expect(svgHasSize('<svg width="10em" height="5em">')).toBe(false)
    expect(svgHasSize('<svg width="120">')).toBe(false)
    expect(svgHasSize('<svg viewBox="0 0 0 10">')).toBe(false)
    expect(
      svgHasSize('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>'),
    ).toBe(false)
    expect(svgHasSize('not an svg')).toBe(false)
  })
})

describe('withMeasuredSize and withOriginMark', () => {
  it('replaces relative sizes on the root element only, and marks the origin for measuring', () => {
    const svg =
      '<svg width="100%" xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>'
    expect(withMeasuredSize(svg, 40, 30)).toBe(
      '<svg width="40" height="30" viewBox="0 0 40 30" xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>',
    )
    expect(withOriginMark(svg)).toBe(
      '<svg width="100%" xmlns="http://www.w3.org/2000/svg"><rect width="0.01" height="0.01" fill="none"/><rect width="5" height="5"/></svg>',
    )
    expect(withOriginMark('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBeNull()
    expect(withMeasuredSize('<html></html>', 1, 1)).toBeNull()
  })
})
