/**
 * The CMS REST API's routes as Payload's config declares them, checked by server.ts first: Payload matches paths
 * loosely (`posts/versions` as an id, `toString` as a collection) and answers those with a 500.
 */
export interface CmsRoute {
  method: string
  /** Path segments below the API root; `:name` is a parameter, `:name?` an optional last one. */
  segments: string[]
}

/** What a parameter may hold; a parameter not listed here must be a numeric id. */
const PARAMETERS: Record<string, RegExp> = {
  // Payload's preference keys: `nav`, `collection-posts`, `posts-list`, field paths with dots.
  key: /^[A-Za-z0-9._:~-]{1,200}$/,
  // An uploaded file's name (src/http/cms-guards.ts checks it further).
  filename: /^[^/]{1,500}$/,
  // A verification token (hex).
  token: /^[A-Za-z0-9]{1,256}$/,
}
const NUMERIC_ID = /^[0-9]{1,15}$/

/** Endpoints the site never uses and that only widen what the server does for a client (paste-url fetches a URL). */
const WITHHELD = new Set(['paste-url'])

export type CmsRouteTable = Map<string, CmsRoute[]>

/** Builds the table from Payload's sanitized config: per collection and global, every endpoint with its method. */
export function buildCmsRouteTable(config: {
  collections: {
    slug: string
    auth?: { verify?: unknown } | false
    endpoints?: false | { method: string; path: string }[]
  }[]
  globals: { slug: string; endpoints?: false | { method: string; path: string }[] }[]
  endpoints?: { method: string; path: string }[]
}): CmsRouteTable {
  const table: CmsRouteTable = new Map()
  const add = (
    root: string,
    endpoints: false | { method: string; path: string }[] | undefined,
    withheld = WITHHELD,
  ) => {
    const routes: CmsRoute[] = []
    for (const endpoint of endpoints || []) {
      const segments = endpoint.path.split('/').filter(Boolean)
      if (withheld.has(segments[0] ?? '')) continue
      routes.push({
        method: endpoint.method.toUpperCase(),
        segments: segments.map((s) =>
          s === ':id' && endpoint.path.startsWith('/verify') ? ':token' : s,
        ),
      })
    }
    table.set(root, routes)
  }
  // Payload mounts e-mail verification whether or not it is on; off, its query fails (500).
  for (const collection of config.collections)
    add(
      collection.slug,
      collection.endpoints,
      collection.auth && collection.auth.verify ? WITHHELD : new Set([...WITHHELD, 'verify']),
    )
  for (const global of config.globals) add(`globals/${global.slug}`, global.endpoints)
  add('', config.endpoints)
  return table
}

function segmentMatches(pattern: string, value: string): boolean {
  if (!pattern.startsWith(':')) return pattern === value
  const name = pattern.replace(/^:|\?$/g, '')
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return false
  }
  return (PARAMETERS[name] ?? NUMERIC_ID).test(decoded)
}

function routeMatches(route: CmsRoute, rest: string[]): boolean {
  const required = route.segments.filter((s) => !s.endsWith('?')).length
  if (rest.length < required || rest.length > route.segments.length) return false
  return rest.every((value, i) => segmentMatches(route.segments[i] as string, value))
}

export interface CmsVerdict {
  status: 404 | 405
  allow?: string[]
}

/**
 * Whether Payload has an endpoint for this request: null when it does (or the path is not under the API), else
 * the refusal. `path` is below the API prefix, without the query (`posts/12`, `globals/home/versions`).
 */
export function cmsRouteVerdict(
  table: CmsRouteTable,
  method: string,
  path: string,
): CmsVerdict | null {
  const parts = path.split('/').filter(Boolean)
  let root = parts[0] ?? ''
  let rest = parts.slice(1)
  if (root === 'globals') {
    root = `globals/${parts[1] ?? ''}`
    rest = parts.slice(2)
  }
  let routes = table.get(root)
  if (!routes) {
    routes = table.get('')
    rest = parts
  }
  const matching = (routes ?? []).filter((route) => routeMatches(route, rest))
  if (matching.length === 0) return { status: 404 }
  const methods = new Set(matching.map((r) => r.method))
  if (methods.has('GET')) methods.add('HEAD')
  // CORS preflights are Payload's to answer for any path it serves.
  methods.add('OPTIONS')
  return methods.has(method) ? null : { status: 405, allow: [...methods].sort() }
}
