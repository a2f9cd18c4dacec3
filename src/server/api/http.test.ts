import { describe, expect, it } from 'vitest'
import { HttpError, readForm, readQuery } from './http'

const form = (body: string) =>
  new Request('http://localhost/api/x', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body,
  })

describe('request fields', () => {
  it('takes names the object prototype has (constructor, __proto__, toString) as ordinary fields', async () => {
    const query = readQuery(new URL('http://localhost/api/x?constructor=1&__proto__=2&toString=3'))
    expect(Object.entries(query)).toEqual([
      ['constructor', '1'],
      ['__proto__', '2'],
      ['toString', '3'],
    ])
    const fields = await readForm(form('constructor=a&__proto__=b'), 1024)
    expect(Object.entries(fields)).toEqual([
      ['constructor', 'a'],
      ['__proto__', 'b'],
    ])
    expect(Object.getPrototypeOf(fields)).toBeNull()
  })

  it('refuses a field or parameter given twice, those named like prototype members too', async () => {
    expect(() => readQuery(new URL('http://localhost/api/x?constructor=1&constructor=2'))).toThrow(
      'Query parameter "constructor" is repeated.',
    )
    await expect(readForm(form('a=1&a=2'), 1024)).rejects.toThrow(HttpError)
    await expect(readForm(form('__proto__=1&__proto__=2'), 1024)).rejects.toThrow(
      'Field "__proto__" is repeated.',
    )
  })
})
