import { describe, expect, it } from 'vitest'
import { buildCmsRouteTable, cmsRouteVerdict } from './cms-routes'

// The endpoints Payload 3.90 declares (printed from its sanitized config).
const collectionEndpoints =
  'get /count | post / | delete / | delete /:id | post /access/:id? | get /versions | post /:id/duplicate | get / | get /:id | get /versions/:id | post /versions/:id | patch / | patch /:id'
const parse = (list: string) =>
  list
    .split(' | ')
    .map((e) => ({ method: e.split(' ')[0] as string, path: e.split(' ')[1] as string }))
const table = buildCmsRouteTable({
  collections: [
    { slug: 'posts', endpoints: parse(collectionEndpoints) },
    {
      slug: 'users',
      endpoints: parse(
        `post /login | get /me | post /logout | post /verify/:id | ${collectionEndpoints}`,
      ),
    },
    {
      slug: 'media',
      endpoints: parse(`get /paste-url/:id? | get /file/:filename | ${collectionEndpoints}`),
    },
    {
      slug: 'payload-preferences',
      endpoints: parse(`get /:key | delete /:key | post /:key | ${collectionEndpoints}`),
    },
    { slug: 'payload-migrations', endpoints: false },
  ],
  globals: [
    {
      slug: 'home',
      endpoints: parse(
        'post /access | get / | get /versions/:id | get /versions | post /versions/:id | post /',
      ),
    },
  ],
  endpoints: parse('get /access'),
})

describe('CMS routes', () => {
  it.each([
    ['GET', 'posts'],
    ['HEAD', 'posts'],
    ['OPTIONS', 'posts/versions'],
    ['GET', 'posts/12'],
    ['PATCH', 'posts/12'],
    ['DELETE', 'posts/12'],
    ['GET', 'posts/count'],
    ['GET', 'posts/versions/3'],
    ['POST', 'posts/access'],
    ['POST', 'posts/access/4'],
    ['POST', 'users/login'],
    ['GET', 'users/me'],

    ['GET', 'media/file/hero.webp'],
    ['GET', 'payload-preferences/collection-posts'],
    ['POST', 'payload-preferences/nav'],
    ['GET', 'globals/home'],
    ['POST', 'globals/home'],
    ['GET', 'globals/home/versions/7'],
    ['GET', 'access'],
  ])('%s %s is an endpoint', (method, path) =>
    expect(cmsRouteVerdict(table, method, path)).toBeNull(),
  )

  it.each([
    ['DELETE', 'posts/versions', 405],
    ['PATCH', 'posts/distinct', 404],
    ['DELETE', 'posts/count', 405],
    ['PATCH', 'users/me', 405],
    ['GET', 'users/login', 405],
    ['PUT', 'posts/12', 405],
    ['GET', 'posts/x', 404],
    ['GET', 'posts/__proto__', 404],
    ['GET', 'posts/1e999', 404],
    ['GET', 'posts/12/x', 404],
    ['HEAD', 'toString', 404],
    ['GET', 'constructor', 404],
    ['GET', 'globals/toString', 404],
    ['GET', 'globals/home/versions/x', 404],
    ['GET', 'media/paste-url', 404],
    // Verification is off for users: its endpoint answered 500.
    ['POST', 'users/verify/abc123', 404],
    ['GET', 'payload-migrations', 404],
    ['GET', 'graphql', 404],
  ])('%s %s is refused with %i', (method, path, status) =>
    expect(cmsRouteVerdict(table, method, path)?.status).toBe(status),
  )

  it('names the methods a path takes', () => {
    expect(cmsRouteVerdict(table, 'PUT', 'posts/12')?.allow).toEqual([
      'DELETE',
      'GET',
      'HEAD',
      'OPTIONS',
      'PATCH',
    ])
  })
})
