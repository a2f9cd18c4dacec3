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
    expect(asciiAdminRedirect('/admin/login?redirect=%2F%E3%83%BCx&a=1')).toBe(
      '/admin/login?redirect=%2F%25E3%2583%25BCx&a=1',
    )
    expect(
      new URLSearchParams(
        (asciiAdminRedirect('/admin/login?redirect=%2F%E3%83%BCx') as string).split('?')[1],
      ).get('redirect'),
    ).toBe('/%E3%83%BCx')
    expect(asciiAdminRedirect('/admin/login?redirect=%2Fadmin')).toBeNull()
    expect(asciiAdminRedirect('/blog?redirect=%E3%83%BC')).toBeNull()
  })
})

describe('bodies and files Payload answered with a 500', () => {
  it('refuses multipart bodies without a boundary or of another kind', async () => {
    const { cmsBodyProblem } = await import('./cms-guards')
    expect(cmsBodyProblem('POST', '/cms/api/media', 'multipart/form-data')?.status).toBe(400)
    expect(cmsBodyProblem('POST', '/cms/api/media', 'multipart/mixed; boundary=x')?.status).toBe(
      400,
    )
    expect(
      cmsBodyProblem('POST', '/cms/api/media', 'multipart/form-data; boundary=----abc'),
    ).toBeNull()
    expect(cmsBodyProblem('POST', '/cms/api/media', 'application/json')).toBeNull()
    expect(cmsBodyProblem('GET', '/cms/api/media', 'multipart/form-data')).toBeNull()
  })

  it('answers 404 for a media file that is not on the disk', async () => {
    const { missingMediaFile } = await import('./cms-guards')
    const disk = new Set(['/m/hero.webp', '/m/图片.png'])
    expect(missingMediaFile('/cms/api/media/file/x.png', '/m', (f) => disk.has(f))?.status).toBe(
      404,
    )
    expect(missingMediaFile('/cms/api/media/file/hero.webp', '/m', (f) => disk.has(f))).toBeNull()
    expect(
      missingMediaFile('/cms/api/media/file/%E5%9B%BE%E7%89%87.png', '/m', (f) => disk.has(f)),
    ).toBeNull()
    // In a bucket: the storage handler answers.
    expect(missingMediaFile('/cms/api/media/file/x.png', null, () => false)).toBeNull()
  })

  it('takes JSON or multipart bodies only, and pages only with GET and HEAD (POST with Next-Action: a server action)', async () => {
    const { cmsBodyProblem, pageMethodProblem } = await import('./cms-guards')
    expect(cmsBodyProblem('POST', '/cms/api/globals/home', 'text/plain')?.status).toBe(415)
    expect(
      cmsBodyProblem('POST', '/cms/api/globals/home', 'application/x-www-form-urlencoded')?.status,
    ).toBe(415)
    expect(
      cmsBodyProblem('POST', '/cms/api/globals/home', 'application/json; charset=utf-8'),
    ).toBeNull()
    expect(cmsBodyProblem('POST', '/cms/api/users/logout', undefined, false)).toBeNull()
    expect(pageMethodProblem('POST', '/blog', false)?.status).toBe(405)
    expect(pageMethodProblem('DELETE', '/admin', false)?.status).toBe(405)
    expect(pageMethodProblem('POST', '/admin/collections/posts/1', true)).toBeNull()
    expect(pageMethodProblem('POST', '/api/stats/collect', false)).toBeNull()
    expect(pageMethodProblem('OPTIONS', '/blog', false)).toBeNull()
  })

  it('lets files be read, not written', async () => {
    const { fileMethodProblem } = await import('./cms-guards')
    expect(fileMethodProblem('PUT', '/favicon.ico')?.status).toBe(405)
    expect(fileMethodProblem('DELETE', '/_next/static/chunks/a.js')?.status).toBe(405)
    expect(fileMethodProblem('GET', '/favicon.ico')).toBeNull()
    expect(fileMethodProblem('POST', '/api/stats/collect')).toBeNull()
    expect(fileMethodProblem('POST', '/blog')).toBeNull()
  })
})
