/**
 * Access control, as OWASP ASVS level 2 asks (V4 access control, V2.2 anti-automation): for every collection and
 * global in the running config, what anonymous visitors, editors and admins may create, read, update and delete,
 * and whether they see drafts and versions; the attacks on user records; the sign-in lockout. Every denial is the
 * concrete error, and a refused write is checked against the database afterwards (read back with overrideAccess).
 */
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AuthenticationError, Forbidden, NotFound, QueryError } from 'payload'
import {
  AUTH_COLLECTIONS,
  CMS_API_PREFIX,
  CMS_GRAPHQL_PATH,
  CREDENTIAL_ENDPOINTS,
  isLoginRequest,
} from '@/server/sign-in/throttle'
import { freshPayload } from './helpers'

// The matrix is built from the running config, so the instance comes first (before the test list is collected).
const { payload, cleanup } = await freshPayload()
afterAll(async () => cleanup())

type Who = 'anonymous' | 'editor' | 'admin'
const everyone: Who[] = ['anonymous', 'editor', 'admin']
/** What a role may reach: every document, only published ones, only its own, or nothing (403). */
type Scope = 'all' | 'published' | 'own' | 'none'
type Id = number | string
type Doc = Record<string, unknown> & { id: Id }
type Found = { docs: Doc[]; totalDocs: number }
type Args = Record<string, unknown>

/** The Local API without the generated per-slug types: the matrix runs the same calls on every slug. */
const api = payload as unknown as {
  create(args: Args): Promise<Doc>
  find(args: Args): Promise<Found>
  findByID(args: Args): Promise<Doc>
  count(args: Args): Promise<{ totalDocs: number }>
  findDistinct(args: Args): Promise<{ values: Record<string, unknown>[] }>
  update(args: Args): Promise<Doc & { docs?: Doc[] }>
  delete(args: Args): Promise<Doc>
  findVersions(args: Args): Promise<Found>
  findVersionByID(args: Args): Promise<Doc>
  countVersions(args: Args): Promise<{ totalDocs: number }>
  restoreVersion(args: Args): Promise<Doc>
  findGlobal(args: Args): Promise<Record<string, unknown>>
  updateGlobal(args: Args): Promise<Record<string, unknown>>
  findGlobalVersions(args: Args): Promise<Found>
  findGlobalVersionByID(args: Args): Promise<Doc>
  countGlobalVersions(args: Args): Promise<{ totalDocs: number }>
  restoreGlobalVersion(args: Args): Promise<Record<string, unknown>>
  login(args: Args): Promise<{ token?: string; user: Doc }>
  unlock(args: Args): Promise<boolean>
  forgotPassword(args: Args): Promise<string | null>
}

interface Rule {
  read: Record<Who, Scope>
  create: Who[]
  update: Record<Who, Scope>
  delete: Record<Who, Scope>
  /** Who reads versions and drafts (`findVersions`, `draft: true`) and restores versions. */
  versions: Who[]
  /** The field an update changes, and its new value. */
  probe: [string, unknown]
  /** Valid data for a new document (`n` keeps unique fields unique). */
  sample: (n: number) => Args
  /** Payload's own collection without REST or GraphQL endpoints: the Local API (server code) is its only door. */
  noEndpoints?: true
  /**
   * Payload's own collection: it keeps no versions, but its default `readVersions` (any signed-in user) lets the
   * call through to a table that does not exist, so a signed-in user gets a server error (and no data) instead
   * of a 403. This app cannot set Payload's rules for it.
   */
  versionsFail?: true
}

const NONE: Who[] = []
const STAFF: Who[] = ['editor', 'admin']
const ADMIN: Who[] = ['admin']
const scopes = (anonymous: Scope, editor: Scope, admin: Scope): Record<Who, Scope> => ({
  anonymous,
  editor,
  admin,
})

/** Public content with drafts: visitors read what is published; editors and admins write, see drafts and versions. */
const content = (
  sample: Rule['sample'],
  probe: Rule['probe'] = ['title', 'Probe title'],
): Rule => ({
  read: scopes('published', 'all', 'all'),
  create: STAFF,
  update: scopes('none', 'all', 'all'),
  delete: scopes('none', 'all', 'all'),
  versions: STAFF,
  probe,
  sample,
})
/** Public content without drafts (taxonomy, media, redirects). */
const open = (sample: Rule['sample'], probe: Rule['probe']): Rule => ({
  read: scopes('all', 'all', 'all'),
  create: STAFF,
  update: scopes('none', 'all', 'all'),
  delete: scopes('none', 'all', 'all'),
  versions: NONE,
  probe,
  sample,
})
/** What the product API records about visitors: admins read and delete; nobody writes by hand. */
const visitorRecord = (sample: Rule['sample'], probe: Rule['probe']): Rule => ({
  read: scopes('none', 'none', 'all'),
  create: NONE,
  update: scopes('none', 'none', 'none'),
  delete: scopes('none', 'none', 'all'),
  versions: NONE,
  probe,
  sample,
})
const editorial = (slug: string) =>
  content((n) => ({
    title: `T${n}`,
    slug: `${slug}-m${n}`,
    _status: 'published',
    ...(slug === 'release' ? { version: `1.0.${n}` } : {}),
  }))

let accountId: Id
let adminUser: Doc
let editorUser: Doc
/** A second editor: the "other user" an editor must not reach. */
let otherUser: Doc

/** The access matrix: one rule per collection slug of the config (a collection without one fails below). */
const rules: Record<string, Rule> = {
  pages: content((n) => ({
    title: `T${n}`,
    section: 'page',
    slug: `mx-page-${n}`,
    _status: 'published',
  })),
  posts: editorial('posts'),
  news: editorial('news'),
  guides: editorial('guides'),
  helps: editorial('helps'),
  docs: editorial('docs'),
  release: editorial('release'),
  faqs: editorial('faqs'),
  partners: content(
    (n) => ({
      name: `P${n}`,
      slug: `mx-partner-${n}`,
      category: 'proxy',
      url: 'https://partner.example.com',
      _status: 'published',
    }),
    ['name', 'Probe name'],
  ),
  categories: open(
    (n) => ({ name: `C${n}`, slug: `mx-cat-${n}`, section: 'blog' }),
    ['name', 'Probe'],
  ),
  tags: open((n) => ({ name: `T${n}`, slug: `mx-tag-${n}` }), ['name', 'Probe']),
  authors: open((n) => ({ name: `A${n}` }), ['name', 'Probe']),
  media: open((n) => ({ alt: `Image ${n}` }), ['alt', 'Probe']),
  redirects: open((n) => ({ from: `/mx-from-${n}`, to: '/pricing' }), ['to', '/probe']),
  // Editors work the pre-sales requests (status, notes): read and update, never create or delete.
  consultations: {
    read: scopes('none', 'all', 'all'),
    create: NONE,
    update: scopes('none', 'all', 'all'),
    delete: scopes('none', 'none', 'all'),
    versions: NONE,
    probe: ['notes', 'Called back'],
    sample: (n) => ({
      name: `Visitor ${n}`,
      email: `visitor${n}@example.com`,
      message: 'Hello',
      status: 'new',
    }),
  },
  'referral-visits': visitorRecord(
    (n) => ({ code: `ref${n}`, landing: '/' }),
    ['landing', '/probe'],
  ),
  'source-records': visitorRecord(
    (n) => ({ source: `s${n}`, utm_source: 'x' }),
    ['source', 'probe'],
  ),
  fingerprints: visitorRecord(
    (n) => ({ hash: `h${n}`, device: `d${n}`, data: { n } }),
    ['country', 'ZZ'],
  ),
  'stat-events': visitorRecord(
    (n) => ({ eventId: `e${n}`, kind: 'view', opType: 1, opObjType: 1, day: '2026-11-21' }),
    ['page', '/probe'],
  ),
  accounts: visitorRecord(
    (n) => ({
      provider: 'google',
      subject: `sub${n}`,
      inviteCode: `inv${n}`,
      email: `acct${n}@example.com`,
    }),
    ['name', 'Probe'],
  ),
  'login-codes': visitorRecord(
    (n) => ({ codeHash: `code${n}`, account: accountId, expiresAt: '2030-01-01T00:00:00.000Z' }),
    ['usedAt', '2026-11-21T00:00:00.000Z'],
  ),
  // Roll-ups are rebuilt by the statistics job only: admins read them, nobody deletes them.
  'stat-daily': {
    ...visitorRecord(
      (n) => ({ day: '2026-11-21', kind: 'view', key: `k${n}`, events: 1, devices: 1 }),
      ['events', 99],
    ),
    delete: scopes('none', 'none', 'none'),
  },
  // With a day's salt its visitor hashes could be reversed: nobody reads the salts through the CMS, admins included.
  'stat-salts': {
    ...visitorRecord((n) => ({ day: `2026-11-${n}`, salt: 'salt' }), ['salt', 'probe']),
    read: scopes('none', 'none', 'none'),
    delete: scopes('none', 'none', 'none'),
  },
  users: {
    read: scopes('none', 'own', 'all'),
    create: ADMIN,
    update: scopes('none', 'own', 'all'),
    delete: scopes('none', 'none', 'all'),
    versions: NONE,
    probe: ['name', 'Probe name'],
    sample: (n) => ({
      email: `mx-user-${n}@example.com`,
      password: `a long password ${n}`,
      roles: 'editor',
    }),
  },
  // Payload's own collections, with Payload's rules.
  'payload-kv': {
    ...visitorRecord((n) => ({ key: `kv${n}`, data: { n } }), ['data', { probe: true }]),
    read: scopes('none', 'none', 'none'),
    delete: scopes('none', 'none', 'none'),
    versionsFail: true,
  },
  // Edit locks are shared by design: any signed-in user may see and take over a lock (the admin's "take over").
  'payload-locked-documents': {
    read: scopes('none', 'all', 'all'),
    create: STAFF,
    update: scopes('none', 'all', 'all'),
    delete: scopes('none', 'all', 'all'),
    versions: NONE,
    probe: ['globalSlug', 'probe'],
    sample: (n) => ({ globalSlug: `g${n}`, user: { relationTo: 'users', value: otherUser.id } }),
    versionsFail: true,
  },
  // Each user's admin preferences, theirs alone.
  'payload-preferences': {
    read: scopes('none', 'own', 'own'),
    create: STAFF,
    update: scopes('none', 'own', 'own'),
    delete: scopes('none', 'own', 'own'),
    versions: NONE,
    probe: ['value', { probe: true }],
    sample: (n) => ({ key: `pref${n}`, value: { n } }),
    versionsFail: true,
  },
  // Which migrations ran. No REST or GraphQL endpoint at all (asserted below); with a user, Payload's default rule
  // (any signed-in user) applies to server code that passes one, and this app's code never does.
  'payload-migrations': {
    read: scopes('none', 'all', 'all'),
    create: STAFF,
    update: scopes('none', 'all', 'all'),
    delete: scopes('none', 'all', 'all'),
    versions: NONE,
    probe: ['batch', 77],
    sample: (n) => ({ name: `mx-migration-${n}`, batch: 99 }),
    noEndpoints: true,
    versionsFail: true,
  },
}

interface GlobalRule {
  read: Who[]
  update: Who[]
  probe: [string, unknown]
  /** Valid data to start from. */
  seed: Args
  /** Fields only admins change (an editor's value is dropped, the rest of the update goes through). */
  adminOnly?: [string, unknown]
  /** A page global with drafts and versions (src/cms/globals/page-global.ts): visitors read the published version. */
  drafts?: true
}
const globalRules: Record<string, GlobalRule> = {
  site: {
    read: everyone,
    update: STAFF,
    probe: ['tagline', 'Probe tagline'],
    seed: {
      title: 'Polyprofile',
      register_url: 'https://app.example.com/register',
      login_url: 'https://app.example.com/login',
      statistical_body: '',
    },
    adminOnly: ['statistical_body', '<script>fetch("/cms/api/users/2",{method:"PATCH"})</script>'],
  },
  home: {
    read: everyone,
    update: STAFF,
    probe: ['features_title', 'Probe features'],
    seed: { hero: { title: 'Home' }, _status: 'published' },
    drafts: true,
  },
  pricing: {
    read: everyone,
    update: STAFF,
    probe: ['title', 'Probe pricing'],
    seed: { plans: [{ key: 'free', name: 'Free' }], _status: 'published' },
    drafts: true,
  },
  download: {
    read: everyone,
    update: STAFF,
    probe: ['title', 'Probe download'],
    seed: { title: 'Download', _status: 'published' },
    drafts: true,
  },
  // The no-chat list holds visitor addresses: staff only.
  chat: {
    read: STAFF,
    update: STAFF,
    probe: ['noChatIps', '203.0.113.9'],
    seed: { noChatIps: '' },
  },
}

const collectionSlugs = payload.config.collections.map((c) => c.slug)
const globalSlugs = payload.config.globals.map((g) => g.slug)
const versioned = new Set<string>(
  payload.config.collections.filter((c) => c.versions).map((c) => c.slug),
)
const rule = (slug: string): Rule => {
  const found = rules[slug]
  if (!found)
    throw new Error(
      `No access rule for the collection "${slug}": add it to the matrix in tests/int/access.test.ts.`,
    )
  return found
}
const globalRule = (slug: string): GlobalRule => {
  const found = globalRules[slug]
  if (!found)
    throw new Error(
      `No access rule for the global "${slug}": add it to the matrix in tests/int/access.test.ts.`,
    )
  return found
}

const userOf = (who: Who) =>
  who === 'admin' ? adminUser : who === 'editor' ? editorUser : undefined
/** Local API options acting as `who`. */
const as = (who: Who): Args =>
  who === 'anonymous' ? { overrideAccess: false } : { overrideAccess: false, user: userOf(who) }
const asUser = (user: Doc): Args => ({ overrideAccess: false, user })
const staffUser = (doc: Doc): Doc => ({ ...doc, collection: 'users' })

let counter = 0
let image: Buffer
/** A new document written past access control (as the product API or a seed would), owned by `owner`. */
async function make(slug: string, owner: Doc = otherUser, data: Args = {}): Promise<Doc> {
  const n = ++counter
  if (slug === 'users' && owner !== otherUser) return owner
  return api.create({
    collection: slug,
    data: { ...rule(slug).sample(n), ...data },
    overrideAccess: true,
    // Preferences belong to the user the request is made for.
    ...(slug === 'payload-preferences' ? { user: owner } : {}),
    ...(slug === 'media'
      ? { file: { data: image, mimetype: 'image/png', name: `mx-${n}.png`, size: image.length } }
      : {}),
    ...(versioned.has(slug) && data._status === 'draft' ? { draft: true } : {}),
  })
}
const reread = (slug: string, id: Id) =>
  api.findByID({
    collection: slug,
    id,
    overrideAccess: true,
    disableErrors: true,
    depth: 0,
  }) as Promise<Doc | null>
const total = async (slug: string) =>
  (await api.count({ collection: slug, overrideAccess: true })).totalDocs
const allIds = async (slug: string, where: Args = {}) =>
  (
    await api.find({ collection: slug, where, overrideAccess: true, pagination: false, depth: 0 })
  ).docs
    .map((d) => d.id)
    .sort()
const ownerOf = (slug: string, doc: Doc): Id | undefined => {
  if (slug === 'users') return doc.id
  const user = doc.user as { value: Id | Doc } | undefined
  return typeof user?.value === 'object' ? user.value.id : user?.value
}
/** Equal as stored: dates compare as instants. */
const same = (a: unknown, b: unknown) =>
  typeof a === 'string' &&
  typeof b === 'string' &&
  !Number.isNaN(Date.parse(a)) &&
  /^\d{4}-/.test(a)
    ? Date.parse(a) === Date.parse(b)
    : JSON.stringify(a) === JSON.stringify(b)
const ids = (found: Found) => found.docs.map((d) => d.id).sort()

beforeAll(async () => {
  image = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#3366ff' } })
    .png()
    .toBuffer()
  adminUser = staffUser(
    await api.create({
      collection: 'users',
      data: { email: 'admin@example.com', password: 'the admin password 1', roles: 'admin' },
    }),
  )
  editorUser = staffUser(
    await api.create({
      collection: 'users',
      data: { email: 'ed@example.com', password: 'a long password 456', roles: 'editor' },
    }),
  )
  otherUser = staffUser(
    await api.create({
      collection: 'users',
      data: { email: 'other@example.com', password: 'the other password 1', roles: 'editor' },
    }),
  )
  expect(adminUser.roles).toBe('admin')
  accountId = (
    await api.create({
      collection: 'accounts',
      data: { provider: 'google', subject: 'seed-subject', inviteCode: 'seed-invite' },
    })
  ).id

  // One published and one draft document in every editorial collection (the content rules below use them).
  for (const collection of ['posts', 'news', 'guides', 'helps', 'docs', 'release', 'faqs']) {
    const extra = collection === 'release' ? { version: '9.9.9' } : {}
    await api.create({
      collection,
      data: { title: 'Published', slug: `${collection}-live`, _status: 'published', ...extra },
    })
    await api.create({
      collection,
      data: { title: 'Draft', slug: `${collection}-draft`, _status: 'draft', ...extra },
      draft: true,
    })
  }
  // Every collection: documents of every kind each role is checked against.
  for (const slug of collectionSlugs) {
    if (!rules[slug] || slug === 'users') continue
    await make(slug)
    if (versioned.has(slug)) await make(slug, otherUser, { _status: 'draft' })
    if (slug === 'payload-preferences') {
      await make(slug, editorUser)
      await make(slug, adminUser)
    }
  }
  for (const [slug, { seed }] of Object.entries(globalRules))
    await api.updateGlobal({ slug, data: seed })
})

describe('the matrix covers the config', () => {
  it('has a rule for every collection and global, and none for one that is gone', () => {
    expect(Object.keys(rules).sort()).toEqual([...collectionSlugs].sort())
    expect(Object.keys(globalRules).sort()).toEqual([...globalSlugs].sort())
  })

  it('knows which collections keep versions', () => {
    expect([...versioned].sort()).toEqual(
      collectionSlugs.filter((slug) => rule(slug).versions.length > 0).sort(),
    )
    expect(
      payload.config.globals
        .filter((g) => g.versions)
        .map((g) => g.slug)
        .sort(),
    ).toEqual(globalSlugs.filter((slug) => globalRule(slug).drafts).sort())
  })

  it.each(collectionSlugs.filter((slug) => rules[slug]?.noEndpoints))(
    '%s has no REST or GraphQL endpoint',
    (slug) => {
      const config = payload.collections[slug as 'payload-migrations'].config
      expect(config.endpoints).toBe(false)
      expect(config.graphQL).toBe(false)
    },
  )
})

describe.each(collectionSlugs)('%s', (slug) => {
  const r = rule(slug)

  it.each(everyone)('read as %s', async (who) => {
    const scope = r.read[who]
    for (const draft of [false, true]) {
      const read = { collection: slug, ...as(who), draft, depth: 0, pagination: false }
      if (scope === 'none') {
        await expect(api.find(read)).rejects.toBeInstanceOf(Forbidden)
        await expect(api.count(read)).rejects.toBeInstanceOf(Forbidden)
        const [any] = await allIds(slug)
        await expect(api.findByID({ ...read, id: any ?? 1 })).rejects.toBeInstanceOf(Forbidden)
        continue
      }
      const found = await api.find(read)
      if (scope === 'all') {
        expect(ids(found)).toEqual(await allIds(slug))
        if (!draft) expect((await api.count(read)).totalDocs).toBe(await total(slug))
      } else if (scope === 'own') {
        const user = userOf(who) as Doc
        expect(found.docs.length).toBeGreaterThan(0)
        for (const doc of found.docs) expect(ownerOf(slug, doc)).toBe(user.id)
        const others = (
          await api.find({ collection: slug, overrideAccess: true, pagination: false, depth: 0 })
        ).docs.filter((d) => ownerOf(slug, d) !== user.id)
        expect(others.length).toBeGreaterThan(0)
        for (const other of others)
          await expect(api.findByID({ ...read, id: other.id })).rejects.toBeInstanceOf(NotFound)
      } else {
        const published = await allIds(slug, { _status: { equals: 'published' } })
        const unpublished = (await allIds(slug)).filter((id) => !published.includes(id))
        expect(unpublished.length).toBeGreaterThan(0)
        for (const doc of found.docs) {
          expect(published).toContain(doc.id)
          expect(doc._status).toBe('published')
        }
        if (!draft) expect(ids(found)).toEqual(published)
        for (const id of unpublished)
          await expect(api.findByID({ ...read, id })).rejects.toBeInstanceOf(NotFound)
      }
    }
  })

  it.each(everyone)('create as %s', async (who) => {
    const before = await total(slug)
    const n = ++counter
    const create = {
      collection: slug,
      data: r.sample(n),
      ...as(who),
      ...(slug === 'media'
        ? {
            file: {
              data: image,
              mimetype: 'image/png',
              name: `mx-new-${n}.png`,
              size: image.length,
            },
          }
        : {}),
    }
    if (r.create.includes(who)) {
      const doc = await api.create(create)
      expect(await reread(slug, doc.id)).not.toBeNull()
      expect(await total(slug)).toBe(before + 1)
    } else {
      await expect(api.create(create)).rejects.toBeInstanceOf(Forbidden)
      expect(await total(slug)).toBe(before)
    }
  })

  it.each(everyone)('update as %s', async (who) => {
    const [field, value] = r.probe
    const scope = r.update[who]
    const target = await make(slug)
    const update = {
      collection: slug,
      id: target.id,
      data: { [field]: value },
      ...as(who),
      depth: 0,
    }
    if (scope === 'all') {
      await api.update(update)
      expect(same((await reread(slug, target.id))?.[field], value)).toBe(true)
      return
    }
    await expect(api.update(update)).rejects.toBeInstanceOf(Forbidden)
    const after = (await reread(slug, target.id)) as Doc
    expect(same(after[field], value)).toBe(false)
    expect(same(after[field], target[field])).toBe(true)
    // Also not through a bulk update by query.
    const bulk = await api
      .update({
        collection: slug,
        where: { id: { equals: target.id } },
        data: { [field]: value },
        ...as(who),
        depth: 0,
      })
      .catch((error: unknown) => error)
    if (!(bulk instanceof Forbidden)) expect(bulk).toMatchObject({ docs: [] })
    expect(same(((await reread(slug, target.id)) as Doc)[field], target[field])).toBe(true)
    if (scope === 'own') {
      const own = await make(slug, userOf(who) as Doc)
      await api.update({ ...update, id: own.id })
      expect(same((await reread(slug, own.id))?.[field], value)).toBe(true)
    }
  })

  it.each(everyone)('delete as %s', async (who) => {
    const scope = r.delete[who]
    const target = await make(slug)
    const remove = { collection: slug, id: target.id, ...as(who) }
    if (scope === 'all') {
      await api.delete(remove)
      expect(await reread(slug, target.id)).toBeNull()
      return
    }
    await expect(api.delete(remove)).rejects.toBeInstanceOf(Forbidden)
    expect(await reread(slug, target.id)).not.toBeNull()
    const bulk = await api
      .delete({ collection: slug, where: { id: { equals: target.id } }, ...as(who) })
      .catch((error: unknown) => error)
    if (!(bulk instanceof Forbidden)) expect(bulk).toMatchObject({ docs: [] })
    expect(await reread(slug, target.id)).not.toBeNull()
    if (scope === 'own') {
      const own = await make(slug, userOf(who) as Doc)
      await api.delete({ ...remove, id: own.id })
      expect(await reread(slug, own.id)).toBeNull()
    }
  })

  it.each(everyone)('versions as %s', async (who) => {
    const [version] = versioned.has(slug)
      ? (await api.findVersions({ collection: slug, overrideAccess: true, limit: 1 })).docs
      : []
    const read = { collection: slug, ...as(who) }
    if (r.versions.includes(who)) {
      const found = await api.findVersions({ ...read, pagination: false })
      expect(found.totalDocs).toBeGreaterThan(0)
      expect((await api.countVersions(read)).totalDocs).toBe(found.totalDocs)
      expect((await api.findVersionByID({ ...read, id: (version as Doc).id })).id).toEqual(
        (version as Doc).id,
      )
      return
    }
    if (r.versionsFail && who !== 'anonymous') {
      await expect(api.findVersions(read)).rejects.toThrow()
      await expect(api.findVersionByID({ ...read, id: 1 })).rejects.toThrow()
      return
    }
    await expect(api.findVersions(read)).rejects.toBeInstanceOf(Forbidden)
    await expect(api.countVersions(read)).rejects.toBeInstanceOf(Forbidden)
    await expect(api.findVersionByID({ ...read, id: version?.id ?? 1 })).rejects.toBeInstanceOf(
      Forbidden,
    )
  })

  if (versioned.has(slug)) {
    it.each(everyone)('drafts as %s', async (who) => {
      const [field] = r.probe
      const sees = r.versions.includes(who)
      const live = await make(slug, otherUser, { [field]: 'Public words' })
      await api.update({
        collection: slug,
        id: live.id,
        data: { [field]: 'Secret draft words' },
        draft: true,
        overrideAccess: true,
      })
      const unpublished = await make(slug, otherUser, {
        [field]: 'Secret unpublished words',
        _status: 'draft',
      })
      const read = { collection: slug, ...as(who), draft: true, depth: 0 }
      const list = JSON.stringify((await api.find({ ...read, pagination: false })).docs)
      const latest = await api.findByID({ ...read, id: live.id })
      if (sees) {
        expect(latest[field]).toBe('Secret draft words')
        expect((await api.findByID({ ...read, id: unpublished.id }))[field]).toBe(
          'Secret unpublished words',
        )
        expect(list).toContain('Secret draft words')
        return
      }
      // Visitors get the published words, never the pending draft nor the never-published document.
      expect(latest[field]).toBe('Public words')
      expect(list).not.toContain('Secret')
      await expect(api.findByID({ ...read, id: unpublished.id })).rejects.toBeInstanceOf(NotFound)
      await expect(
        api.findByID({ ...read, draft: false, id: unpublished.id }),
      ).rejects.toBeInstanceOf(NotFound)
      // Nor by querying on the draft's words.
      expect((await api.find({ ...read, where: { [field]: { like: 'Secret' } } })).totalDocs).toBe(
        0,
      )
    })

    it.each(everyone)('restore a version as %s', async (who) => {
      const [field] = r.probe
      const doc = await make(slug, otherUser, { [field]: 'Version one' })
      await api.update({
        collection: slug,
        id: doc.id,
        data: { [field]: 'Version two' },
        overrideAccess: true,
      })
      const old = (
        await api.findVersions({
          collection: slug,
          where: { parent: { equals: doc.id } },
          overrideAccess: true,
          pagination: false,
        })
      ).docs.find((v) => (v.version as Record<string, unknown>)[field] === 'Version one') as Doc
      expect(old).toBeDefined()
      const restore = { collection: slug, id: old.id, ...as(who), depth: 0 }
      if (r.update[who] === 'all') {
        await api.restoreVersion(restore)
        expect((await reread(slug, doc.id))?.[field]).toBe('Version one')
      } else {
        await expect(api.restoreVersion(restore)).rejects.toBeInstanceOf(Forbidden)
        expect((await reread(slug, doc.id))?.[field]).toBe('Version two')
      }
    })
  }
})

describe.each(globalSlugs)('global %s', (slug) => {
  const r = globalRule(slug)

  it.each(everyone)('read as %s', async (who) => {
    for (const draft of [false, true]) {
      const read = { slug, ...as(who), draft, depth: 0 }
      if (r.read.includes(who))
        expect(await api.findGlobal(read)).toMatchObject({ globalType: slug })
      else await expect(api.findGlobal(read)).rejects.toBeInstanceOf(Forbidden)
    }
  })

  it.each(everyone)('update as %s', async (who) => {
    const [field, value] = r.probe
    const before = await api.findGlobal({ slug, depth: 0 })
    const update = { slug, data: { [field]: value }, ...as(who), depth: 0 }
    if (r.update.includes(who)) {
      await api.updateGlobal(update)
      expect((await api.findGlobal({ slug, depth: 0 }))[field]).toEqual(value)
      await api.updateGlobal({ slug, data: { [field]: before[field] ?? null } })
    } else {
      await expect(api.updateGlobal(update)).rejects.toBeInstanceOf(Forbidden)
      expect(await api.findGlobal({ slug, depth: 0 })).toEqual(before)
    }
  })

  if (r.adminOnly) {
    it.each(['editor', 'admin'] as const)('%s and the admin-only field', async (who) => {
      const [field, value] = r.adminOnly as [string, unknown]
      const [other, otherValue] = r.probe
      const before = await api.findGlobal({ slug, depth: 0 })
      await api.updateGlobal({ slug, data: { [field]: value, [other]: otherValue }, ...as(who) })
      const after = await api.findGlobal({ slug, depth: 0 })
      expect(after[other]).toEqual(otherValue)
      expect(after[field]).toEqual(who === 'admin' ? value : before[field])
      await api.updateGlobal({
        slug,
        data: { [field]: before[field] ?? null, [other]: before[other] ?? null },
      })
    })
  }

  it.each(everyone)('versions as %s (only the page globals keep them, for staff)', async (who) => {
    const read = { slug, global: slug, ...as(who) }
    if (r.drafts && who !== 'anonymous') {
      expect((await api.findGlobalVersions(read)).docs.length).toBeGreaterThan(0)
      return
    }
    await expect(api.findGlobalVersions(read)).rejects.toBeInstanceOf(Forbidden)
    await expect(api.countGlobalVersions(read)).rejects.toBeInstanceOf(Forbidden)
    await expect(api.findGlobalVersionByID({ ...read, id: 1 })).rejects.toBeInstanceOf(Forbidden)
    await expect(api.restoreGlobalVersion({ ...read, id: 1 })).rejects.toBeInstanceOf(Forbidden)
  })

  if (r.drafts) {
    it('a saved draft is read by staff, never by visitors, until it is published', async () => {
      const [field, value] = r.probe
      const before = await api.findGlobal({ slug, depth: 0 })
      await api.updateGlobal({ slug, data: { [field]: value }, draft: true, ...as('editor') })
      for (const draft of [false, true])
        expect(
          (await api.findGlobal({ slug, depth: 0, draft, ...as('anonymous') }))[field],
        ).toEqual(before[field])
      expect(
        (await api.findGlobal({ slug, depth: 0, draft: true, ...as('editor') }))[field],
      ).toEqual(value)
      await api.updateGlobal({
        slug,
        data: { [field]: value, _status: 'published' },
        ...as('editor'),
      })
      expect((await api.findGlobal({ slug, depth: 0, ...as('anonymous') }))[field]).toEqual(value)
      await api.updateGlobal({
        slug,
        data: { [field]: before[field] ?? null, _status: 'published' },
      })
    })
  }
})

describe('consultation requests', () => {
  it.each(['editor', 'admin'] as const)(
    '%s changes status and notes, never what the visitor sent',
    async (who) => {
      const doc = await make('consultations', otherUser, {
        email: 'buyer@example.com',
        message: 'Original message',
        company: 'Buyer Ltd',
      })
      await api.update({
        collection: 'consultations',
        id: doc.id,
        data: {
          status: 'contacted',
          notes: 'Called',
          email: 'attacker@example.com',
          message: 'Changed',
          company: 'X',
        },
        ...as(who),
      })
      const after = (await reread('consultations', doc.id)) as Doc
      expect(after).toMatchObject({
        status: 'contacted',
        notes: 'Called',
        email: 'buyer@example.com',
        message: 'Original message',
        company: 'Buyer Ltd',
      })
    },
  )
})

/** Fields of a user record no read may return. */
const secretFields = [
  'hash',
  'salt',
  'password',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
]
/** Every key anywhere in a value. */
function keysDeep(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysDeep(item, into)
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      into.add(key)
      keysDeep(item, into)
    }
  return into
}
const expectNoSecrets = (value: unknown) => {
  const keys = keysDeep(value)
  for (const field of secretFields) expect(keys, `"${field}" came back`).not.toContain(field)
}

describe('user records', () => {
  const victimPassword = 'the victim password 1'
  let victim: Doc

  beforeAll(async () => {
    victim = staffUser(
      await api.create({
        collection: 'users',
        data: { email: 'victim@example.com', password: victimPassword, roles: 'editor' },
      }),
    )
    // Give the record every secret: a session, a reset token (no lock counters: sign-in is slowed down, not locked).
    await api.login({
      collection: 'users',
      data: { email: 'victim@example.com', password: victimPassword },
    })
    await api.forgotPassword({
      collection: 'users',
      data: { email: 'victim@example.com' },
      disableEmail: true,
    })
    await expect(
      api.login({
        collection: 'users',
        data: { email: 'victim@example.com', password: 'wrong guess' },
      }),
    ).rejects.toBeInstanceOf(AuthenticationError)
    const raw = (await payload.db.findOne({
      collection: 'users',
      where: { id: { equals: victim.id } },
    })) as unknown as Doc
    for (const field of secretFields.filter(
      (f) => !['password', 'loginAttempts', 'lockUntil'].includes(f),
    ))
      expect(raw[field], field).toBeTruthy()
    expect(raw, 'no lock counters are kept').not.toHaveProperty('lockUntil')
    expect(raw.sessions).toHaveLength(1)
  })

  it('anonymous visitors cannot list, count, read or query users', async () => {
    await expect(api.find({ collection: 'users', overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(api.count({ collection: 'users', overrideAccess: false })).rejects.toBeInstanceOf(
      Forbidden,
    )
    await expect(
      api.findByID({ collection: 'users', id: victim.id, overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
    await expect(
      api.findDistinct({ collection: 'users', field: 'email', overrideAccess: false }),
    ).rejects.toBeInstanceOf(Forbidden)
  })

  it('no read returns a password hash, salt, reset token or lock counter', async () => {
    const lock = await api.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: 'home', user: { relationTo: 'users', value: victim.id } },
      overrideAccess: true,
    })
    const select = Object.fromEntries(
      secretFields.filter((f) => f !== 'password').map((f) => [f, true]),
    )
    const reads: [string, () => Promise<unknown>][] = [
      ['admin find', () => api.find({ collection: 'users', ...as('admin'), depth: 2 })],
      [
        'admin findByID',
        () => api.findByID({ collection: 'users', id: victim.id, ...as('admin') }),
      ],
      ['admin select', () => api.find({ collection: 'users', ...as('admin'), select })],
      [
        'admin update answer',
        () =>
          api.update({
            collection: 'users',
            id: victim.id,
            data: { name: 'Victim' },
            ...as('admin'),
          }),
      ],
      ['self find', () => api.find({ collection: 'users', ...asUser(victim) })],
      [
        'self findByID',
        () => api.findByID({ collection: 'users', id: victim.id, ...asUser(victim), select }),
      ],
      [
        'self update answer',
        () =>
          api.update({
            collection: 'users',
            id: victim.id,
            data: { name: 'Me' },
            ...asUser(victim),
          }),
      ],
      [
        'lock holder (admin)',
        () =>
          api.findByID({
            collection: 'payload-locked-documents',
            id: lock.id,
            ...as('admin'),
            depth: 2,
          }),
      ],
      [
        'lock holder (editor)',
        () =>
          api.findByID({
            collection: 'payload-locked-documents',
            id: lock.id,
            ...as('editor'),
            depth: 2,
          }),
      ],
      [
        'preferences of the user',
        () => api.find({ collection: 'payload-preferences', ...asUser(victim), depth: 2 }),
      ],
      [
        'sign-in answer',
        () =>
          api.login({
            collection: 'users',
            data: { email: 'victim@example.com', password: victimPassword },
          }),
      ],
    ]
    await api.create({
      collection: 'payload-preferences',
      data: { key: 'nav', value: { open: true } },
      overrideAccess: true,
      user: victim,
    })
    for (const [label, read] of reads) {
      const value = await read()
      expect(JSON.stringify(value), label).toContain('"id"')
      expectNoSecrets(value)
    }
  })

  it('an editor sees only their own record, and another user at most as an id', async () => {
    const found = await api.find({ collection: 'users', ...as('editor'), pagination: false })
    expect(ids(found)).toEqual([editorUser.id])
    await expect(
      api.findByID({ collection: 'users', id: adminUser.id, ...as('editor') }),
    ).rejects.toBeInstanceOf(NotFound)
    expect(
      (await api.findDistinct({ collection: 'users', field: 'email', ...as('editor') })).values,
    ).toEqual([{ email: 'ed@example.com' }])
    const lock = await api.create({
      collection: 'payload-locked-documents',
      data: { globalSlug: 'pricing', user: { relationTo: 'users', value: adminUser.id } },
      overrideAccess: true,
    })
    const seen = await api.findByID({
      collection: 'payload-locked-documents',
      id: lock.id,
      ...as('editor'),
      depth: 2,
    })
    expect(seen.user).toEqual({ relationTo: 'users', value: adminUser.id })
    expect(JSON.stringify(seen)).not.toContain('admin@example.com')
  })

  it.each(['editor', 'admin'] as const)(
    '%s cannot filter, sort or list distinct values on the secret fields',
    async (who) => {
      for (const field of [
        'hash',
        'salt',
        'resetPasswordToken',
        'resetPasswordExpiration',
        'sessions.id',
      ]) {
        await expect(
          api.find({ collection: 'users', where: { [field]: { exists: true } }, ...as(who) }),
          field,
        ).rejects.toBeInstanceOf(QueryError)
        await expect(
          api.find({ collection: 'users', sort: field, ...as(who) }),
          field,
        ).rejects.toBeInstanceOf(QueryError)
      }
      for (const field of ['hash', 'salt', 'resetPasswordToken']) {
        await expect(
          api.findDistinct({ collection: 'users', field, ...as(who) }),
          field,
        ).rejects.toBeInstanceOf(Forbidden)
      }
    },
  )

  it("an admin does not see another user's sessions", async () => {
    const seen = await api.findByID({ collection: 'users', id: victim.id, ...as('admin') })
    expect((seen.sessions as unknown[] | undefined) ?? []).toEqual([])
  })

  it('an editor cannot make themselves an admin, by id or by query', async () => {
    const updated = await api.update({
      collection: 'users',
      id: editorUser.id,
      data: { roles: 'admin' },
      ...as('editor'),
    })
    expect(updated.roles).toBe('editor')
    const bulk = await api.update({
      collection: 'users',
      where: { roles: { equals: 'editor' } },
      data: { roles: 'admin' },
      ...as('editor'),
    })
    expect((bulk.docs ?? []).map((d) => d.id)).toEqual([editorUser.id])
    for (const id of [editorUser.id, otherUser.id, victim.id])
      expect((await reread('users', id))?.roles).toBe('editor')
    // Nor by creating a second account for themselves.
    await expect(
      api.create({
        collection: 'users',
        data: { email: 'mine@example.com', password: 'a long password 9', roles: 'admin' },
        ...as('editor'),
      }),
    ).rejects.toBeInstanceOf(Forbidden)
    expect(await allIds('users', { email: { equals: 'mine@example.com' } })).toEqual([])
  })

  it("an editor cannot change another user's e-mail, password or role", async () => {
    for (const target of [adminUser, otherUser]) {
      for (const data of [
        { email: 'taken@example.com' },
        { password: 'attacker password 1' },
        { roles: 'editor' },
        { name: 'x' },
      ]) {
        await expect(
          api.update({ collection: 'users', id: target.id, data, ...as('editor') }),
        ).rejects.toBeInstanceOf(Forbidden)
      }
      const after = (await reread('users', target.id)) as Doc
      expect(after).toMatchObject({ email: target.email, roles: target.roles })
    }
    await expect(
      api.login({
        collection: 'users',
        data: { email: 'admin@example.com', password: 'attacker password 1' },
      }),
    ).rejects.toBeInstanceOf(AuthenticationError)
    expect(
      (
        await api.login({
          collection: 'users',
          data: { email: 'admin@example.com', password: 'the admin password 1' },
        })
      ).token,
    ).toBeTruthy()
  })

  it('an editor cannot delete users, themselves included', async () => {
    for (const target of [adminUser, otherUser, editorUser]) {
      await expect(
        api.delete({ collection: 'users', id: target.id, ...as('editor') }),
      ).rejects.toBeInstanceOf(Forbidden)
      expect(await reread('users', target.id)).not.toBeNull()
    }
  })

  it('an admin changes roles', async () => {
    const user = await make('users')
    await api.update({ collection: 'users', id: user.id, data: { roles: 'admin' }, ...as('admin') })
    expect((await reread('users', user.id))?.roles).toBe('admin')
  })
})

describe('sign-in without a lock', () => {
  let n = 0
  const login = (email: string, password: string) =>
    api.login({ collection: 'users', data: { email, password } })

  it('never locks an account: strangers could otherwise keep its owner out (src/server/sign-in/slowdown.ts slows them down instead)', () => {
    expect(payload.collections.users.config.auth.maxLoginAttempts).toBe(0)
  })

  it('lets the right password in after any number of wrong ones, and answers a wrong password as it answers an unknown e-mail', async () => {
    const email = `nolock-${++n}@example.com`
    const password = `the right password ${n}`
    await api.create({ collection: 'users', data: { email, password, roles: 'editor' } })
    const wrong: string[] = []
    for (let i = 0; i < 12; i++)
      wrong.push(
        await login(email, `wrong ${i}`).then(
          () => 'signed in',
          (e: Error) => `${e.constructor.name}: ${e.message}`,
        ),
      )
    const unknown = await login(`nobody-${n}@example.com`, 'wrong').then(
      () => 'signed in',
      (e: Error) => `${e.constructor.name}: ${e.message}`,
    )
    expect(new Set([...wrong, unknown])).toEqual(new Set([unknown]))
    expect(unknown).toMatch(/^AuthenticationError/)
    expect((await login(email, password)).token).toBeTruthy()
  })
})

describe('the login throttle matches how this app mounts Payload', () => {
  it('knows the API route, the GraphQL route and the auth collections', () => {
    expect(payload.config.routes.api).toBe(CMS_API_PREFIX)
    expect(`${payload.config.routes.api}${payload.config.routes.graphQL}`).toBe(CMS_GRAPHQL_PATH)
    expect([...AUTH_COLLECTIONS].sort()).toEqual(
      payload.config.collections
        .filter((c) => c.auth)
        .map((c) => c.slug)
        .sort(),
    )
  })

  it.each(AUTH_COLLECTIONS)('counts the credential endpoints Payload mounts for %s', (slug) => {
    const endpoints = payload.collections[slug as 'users'].config.endpoints || []
    for (const name of CREDENTIAL_ENDPOINTS) {
      expect(
        endpoints.some((e) => e.path === `/${name}` && e.method === 'post'),
        name,
      ).toBe(true)
      expect(isLoginRequest('POST', `${payload.config.routes.api}/${slug}/${name}`)).toBe(true)
    }
    expect(
      isLoginRequest('POST', `${payload.config.routes.api}${payload.config.routes.graphQL}`),
    ).toBe(true)
  })
})

/** Payload's validation error naming a field message that matches. */
const fieldError = (message: RegExp) => ({
  data: { errors: [expect.objectContaining({ message: expect.stringMatching(message) })] },
})

describe('page rules', () => {
  it('derives the address from section and slug, unique across pages', async () => {
    const doc = await payload.create({
      collection: 'pages',
      data: { title: 'Crypto', section: 'solutions', slug: 'crypto', _status: 'published' },
    })
    expect(doc.path).toBe('/solutions/crypto')
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'Again', section: 'solutions', slug: 'crypto' },
      }),
    ).rejects.toThrow()
  })

  it('refuses unknown solution and alternative ids and slugs the site routes own', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'x', section: 'solutions', slug: 'not-a-solution' },
      }),
    ).rejects.toMatchObject(fieldError(/solutions page is one of/))
    await expect(
      payload.create({
        collection: 'pages',
        data: { title: 'x', section: 'alternatives', slug: 'foo-alternative' },
      }),
    ).rejects.toMatchObject(fieldError(/alternatives page is one of/))
    for (const slug of ['blog', 'pricing', 'download', 'docs', 'solutions']) {
      await expect(
        payload.create({ collection: 'pages', data: { title: 'x', section: 'page', slug } }),
      ).rejects.toMatchObject(fieldError(/page of its own/))
    }
    const named = await payload.create({
      collection: 'pages',
      data: { title: 'About', section: 'page', slug: 'about-us' },
    })
    expect(named.path).toBe('/about-us')
  })

  it('refuses links that are not http(s) or site paths in blocks and partners', async () => {
    await expect(
      payload.create({
        collection: 'pages',
        data: {
          title: 'x',
          section: 'page',
          slug: 'bad-link',
          layout: [
            {
              blockType: 'cta',
              title: 'Go',
              button: { action: 'url', url: 'javascript:alert(1)' },
            },
          ],
        },
      }),
    ).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'partners',
        data: { name: 'x', slug: 'bad-partner', category: 'proxy', url: 'javascript:alert(1)' },
      }),
    ).rejects.toThrow()
  })
})

describe('content rules', () => {
  it('refuses bad and reserved slugs and duplicates', async () => {
    for (const slug of ['Bad Slug', 'p', 'feed', 'a--b', '-x']) {
      await expect(
        payload.create({ collection: 'posts', data: { title: 't', slug, _status: 'published' } }),
      ).rejects.toThrow()
    }
    await expect(
      payload.create({
        collection: 'posts',
        data: { title: 't', slug: 'posts-live', _status: 'published' },
      }),
    ).rejects.toThrow()
  })

  it('keeps a per-language availability flag and falls back to English for untranslated fields', async () => {
    const doc = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { title: 'English title', slug: 'lang-test', _status: 'published' },
    })
    await payload.update({
      collection: 'posts',
      id: doc.id,
      locale: 'jp',
      data: { available: false },
    })
    const jp = await payload.findByID({
      collection: 'posts',
      id: doc.id,
      locale: 'jp',
      fallbackLocale: 'en',
    })
    expect(jp.available).toBe(false)
    expect(jp.title).toBe('English title')
    const ru = await payload.findByID({
      collection: 'posts',
      id: doc.id,
      locale: 'ru',
      fallbackLocale: false,
    })
    expect(ru.title ?? null).toBeNull()
  })
})
