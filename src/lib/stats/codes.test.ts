import { describe, expect, it } from 'vitest'
import { keyOf, kindOf, pathOf } from './codes'

describe('statistics record codes', () => {
  it('tell the kind from op_type and op_obj_type', () => {
    expect(kindOf(3, 23)).toBe('click')
    expect(kindOf(0, 22)).toBe('view')
    expect(kindOf(5, 24)).toBe('expose')
    expect(kindOf(6, 25)).toBe('error')
    expect(kindOf(3, 22)).toBeUndefined()
  })
  it('key an event by what it is about', () => {
    expect(keyOf('error', { error_type: 100102, name: 'x', message: 'boom' })).toBe('100102')
    expect(keyOf('click', { key: 'download win64', name: 'Download' })).toBe('download win64')
    expect(keyOf('expose', { name: 'hero' })).toBe('hero')
    expect(keyOf('view', { type: 'page', title: 'Home' })).toBe('page')
    expect(keyOf('click', {})).toBeNull()
    expect(keyOf('view', { type: 'vital', name: 'LCP', value: 1234 })).toBe('vital:LCP')
  })
  it('keep only the path of a page address', () => {
    expect(pathOf('https://example.com/ru/pricing?x=1#top')).toBe('/ru/pricing')
    expect(pathOf('/blog')).toBe('/blog')
    expect(pathOf(null)).toBeNull()
  })
})
