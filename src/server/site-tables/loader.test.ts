import { describe, expect, it } from 'vitest'
import { changedTags } from './loader'

describe('what changed between two database versions', () => {
  const before =
    'global:home:1:2026-11-24T10:00:00.000Z|posts:24:2026-11-24T10:00:00.000Z|redirects:3:2026-11-24T09:00:00.000Z|users:2:2026-11-24T08:00:00.000Z'
  it('names the cache tags of the changed collections and globals only', () => {
    expect(changedTags(before, before)).toEqual([])
    expect(
      changedTags(
        before,
        before.replace('posts:24:2026-11-24T10:00:00.000Z', 'posts:25:2026-11-24T10:00:05.000Z'),
      ),
    ).toEqual(['collection:posts'])
    expect(
      changedTags(
        before,
        before.replace(
          'global:home:1:2026-11-24T10:00:00.000Z',
          'global:home:1:2026-11-24T10:01:00.000Z',
        ),
      ),
    ).toEqual(['global:home'])
    expect(changedTags(before, before.replace('redirects:3', 'redirects:2'))).toEqual(['redirects'])
    // A user's change affects no page.
    expect(changedTags(before, before.replace('users:2', 'users:3'))).toEqual([])
  })
})
