import { describe, expect, it } from 'vitest'
import { floatingOffset } from './chat-offset'

describe('floatingOffset', () => {
  it('is 93 px without an open chat frame', () => {
    expect(floatingOffset(null)).toBe(93)
    expect(floatingOffset({ height: 0, bottom: 20 })).toBe(93)
  })
  it('clears the frame: height plus 5, plus its bottom offset minus 12 when it floats', () => {
    expect(floatingOffset({ height: 500, bottom: 0 })).toBe(505)
    expect(floatingOffset({ height: 500, bottom: 20 })).toBe(513)
  })
})
