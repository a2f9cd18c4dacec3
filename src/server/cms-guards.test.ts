import { describe, expect, it } from 'vitest'
import { asciiAdminRedirect, cmsRequestProblem } from './cms-guards'

describe('CMS requests Payload answers with a server error', () => {
  it.each([
    ['GET', '/cms/api/media/file/', 404],
    ['GET', '/cms/api/media/file', 404],
    ['GET', '/cms/api/media/file/x%00.png', 400],
    ['GET', '/cms/api/media/file/..%252f..%252fsite.db', 400],
    ['GET', '/cms/api/media/file/..%2f..%2fsite.db', 400],
    ['GET', '/cms/api/media/file/.env', 400],
    ['GET', '/cms/api/media/file/%zz', 400],
    ['GET', '/cms/api/payload-kv/versions', 404],
    ['GET', '/cms/api/payload-locked-documents/versions/3', 404],
    ['GET', '/cms/api/payload-migrations', 404],
    ['POST', '/cms/api/payload-migrations/x', 404],
    ['DELETE', '/cms/api/payload-preferences/nav', 405],
  ])('%s %s is refused with %i', (method, path, status) => {
    expect(cmsRequestProblem(method, path)?.status).toBe(status)
  })

  it.each([
    ['GET', '/cms/api/media/file/hero-1200x630.webp'],
    ['GET', '/cms/api/media/file/%E5%9B%BE%E7%89%87.png'],
    ['GET', '/cms/api/posts/versions'],
    ['POST', '/cms/api/payload-preferences/nav'],
    ['GET', '/cms/api/payload-preferences/nav'],
    ['GET', '/admin/collections/posts'],
    ['GET', '/api/home/base-info'],
  ])('%s %s passes', (method, path) => {
    expect(cmsRequestProblem(method, path)).toBeNull()
  })

  it('percent-encodes a non-ASCII redirect of the admin, keeping the rest of the query', () => {
    expect(asciiAdminRedirect('/admin/login?redirect=%2F%E3%83%BCx&a=1')).toBe('/admin/login?redirect=%2F%25E3%2583%25BCx&a=1')
    expect(new URLSearchParams((asciiAdminRedirect('/admin/login?redirect=%2F%E3%83%BCx') as string).split('?')[1]).get('redirect')).toBe('/%E3%83%BCx')
    expect(asciiAdminRedirect('/admin/login?redirect=%2Fadmin')).toBeNull()
    expect(asciiAdminRedirect('/blog?redirect=%E3%83%BC')).toBeNull()
  })
})
