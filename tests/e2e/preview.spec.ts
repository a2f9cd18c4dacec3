import { readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import {
  adminAuth,
  collectViolations,
  GLOBAL,
  rawGet,
  waitFor,
  signInAddress,
  signInToAdmin,
} from './helpers'

/** Drafts are previewed in the real page by signed-in editors only. */
test('an editor previews a draft in the real page; visitors never see it', async ({ browser }) => {
  const auth = await adminAuth()
  const stamp = Date.now()
  const create = async (data: Record<string, unknown>, draft: boolean) => {
    const res = await fetch(`${GLOBAL}/cms/api/posts${draft ? '?draft=true' : ''}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(data),
    })
    expect(res.status).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  const draftSlug = `preview-draft-${stamp}`
  const liveSlug = `preview-live-${stamp}`
  const draftId = await create(
    { title: 'Unpublished preview draft', slug: draftSlug, _status: 'draft' },
    true,
  )
  const liveId = await create(
    { title: 'Published preview title', slug: liveSlug, _status: 'published' },
    false,
  )
  try {
    // A newer draft of a published post.
    const edit = await fetch(`${GLOBAL}/cms/api/posts/${liveId}?draft=true`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ title: 'Draft preview title' }),
    })
    expect(edit.status).toBe(200)

    expect((await rawGet(`/blog/${draftSlug}`)).status).toBe(404)
    await expect
      .poll(async () => (await rawGet(`/blog/${liveSlug}`)).status, { timeout: 15_000 })
      .toBe(200)
    const visitor = (await rawGet(`/blog/${liveSlug}`)).body
    expect(visitor.includes('Published preview title')).toBe(true)
    expect(visitor.includes('Draft preview title')).toBe(false)

    // Without a CMS session the preview route refuses and sets nothing.
    const anonymous = await fetch(
      `${GLOBAL}/api/preview?collection=posts&id=${draftId}&locale=en`,
      { redirect: 'manual' },
    )
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('set-cookie')).toBeNull()
    expect(
      (await fetch(`${GLOBAL}/api/preview?collection=posts&id=abc`, { redirect: 'manual' })).status,
    ).toBe(400)
    // A page global's preview: the name is checked first (no page for it: 400), then the session (401).
    for (const [query, status] of [
      ['global=constructor', 400],
      ['global=', 400],
      ['global=home&locale=xx', 400],
      ['global=home&locale=jp', 401],
    ] as const) {
      const res = await fetch(`${GLOBAL}/api/preview?${query}`, { redirect: 'manual' })
      expect(res.status, query).toBe(status)
      expect(res.headers.get('set-cookie'), query).toBeNull()
    }

    const editor = await browser.newContext()
    const login = await editor.request.post(`${GLOBAL}/cms/api/users/login`, {
      data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD },
      headers: { 'x-forwarded-for': signInAddress() },
    })
    expect(login.ok()).toBe(true)
    const page = await editor.newPage()
    await page.goto(`/api/preview?collection=posts&id=${draftId}&locale=en`)
    expect(new URL(page.url()).pathname).toBe(`/blog/${draftSlug}`)
    await expect(page.locator('h1')).toHaveText('Unpublished preview draft')
    await expect(page.locator('.preview-bar')).toBeVisible()

    // The bar speaks the page's language.
    await page.goto('/ru/blog')
    await expect(page.locator('.preview-bar')).toContainText(
      'Предпросмотр: на странице показаны неопубликованные черновики.',
    )
    await expect(
      page.locator('.preview-bar').getByRole('link', { name: 'Выйти из предпросмотра' }),
    ).toBeVisible()

    await page.goto(`/api/preview?collection=posts&id=${liveId}&locale=en`)
    await expect(page.locator('h1')).toHaveText('Draft preview title')

    await page.getByRole('link', { name: 'Exit preview' }).click()
    await expect(page.locator('h1')).toHaveText('Published preview title')
    await expect(page.locator('.preview-bar')).toHaveCount(0)
    await editor.close()

    // Visitors still get the published page and a 404 for the draft.
    expect((await rawGet(`/blog/${draftSlug}`)).status).toBe(404)
    expect((await rawGet(`/blog/${liveSlug}`)).body.includes('Draft preview title')).toBe(false)
  } finally {
    for (const id of [draftId, liveId])
      await fetch(`${GLOBAL}/cms/api/posts/${id}`, { method: 'DELETE', headers: auth })
  }
})

test('draft mode needs an editor’s own, current preview session; without one a made-up address is a quick 404 that nothing stores', async () => {
  test.setTimeout(120_000)
  const auth = await adminAuth()
  const stamp = Date.now()
  // Any value of Next.js's draft-mode cookie alone: the proxy's guard applies, nothing is rendered or stored.
  const made = Array.from({ length: 5 }, (_, i) => `made-up-${stamp}-${i}`)
  for (const slug of made) {
    const started = Date.now()
    const res = await rawGet(`/blog/${slug}`, { cookie: `__prerender_bypass=${slug}` })
    expect(res.status).toBe(404)
    expect(Date.now() - started, 'answered by the guard, not a render').toBeLessThan(1_500)
    expect(String(res.headers['cache-control'])).not.toMatch(/s-maxage|max-age=[1-9]/)
  }
  const distDir = process.env.NEXT_DIST_DIR || '.next-e2e'
  const stored = readdirSync(distDir, { recursive: true })
    .map(String)
    .filter((f) => f.includes(`made-up-${stamp}`))
  expect(stored, 'files the made-up addresses left in the build folder').toEqual([])

  // Two staff users of their own: an editor to delete and an admin to demote.
  const user = async (roles: 'editor' | 'admin') => {
    const email = `preview-${roles}-${stamp}@example.com`
    const password = `preview ${roles} password, long enough`
    const res = await fetch(`${GLOBAL}/cms/api/users`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ email, password, roles }),
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    const login = await fetch(`${GLOBAL}/cms/api/users/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `192.0.2.${roles === 'admin' ? 201 : 202}`,
      },
      body: JSON.stringify({ email, password }),
    })
    return { id, token: ((await login.json()) as { token: string }).token }
  }
  const draftSlug = `preview-session-${stamp}`
  const created = await fetch(`${GLOBAL}/cms/api/posts?draft=true`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'Session draft', slug: draftSlug, _status: 'draft' }),
  })
  const draftId = ((await created.json()) as { doc: { id: number } }).doc.id
  const editor = await user('editor')
  const admin = await user('admin')
  /** The cookies the preview route gives a signed-in user, as one Cookie header. */
  const previewCookies = async (token: string) => {
    const res = await rawGet(`/api/preview?collection=posts&id=${draftId}&locale=en`, {
      authorization: `JWT ${token}`,
    })
    expect(res.status).toBe(307)
    const set = ([] as string[]).concat(res.headers['set-cookie'] ?? [])
    const cookie = set.map((c) => c.split(';', 1)[0]).join('; ')
    expect(cookie).toMatch(/__prerender_bypass=/)
    expect(cookie).toMatch(/site_preview=/)
    expect(set.find((c) => c.startsWith('site_preview='))).toMatch(/HttpOnly/)
    return cookie
  }
  const sees = async (cookie: string) => (await rawGet(`/blog/${draftSlug}`, { cookie })).status
  try {
    const editorCookies = await previewCookies(editor.token)
    const adminCookies = await previewCookies(admin.token)
    expect(await sees(editorCookies)).toBe(200)
    expect(await sees(adminCookies)).toBe(200)
    // The build's draft-mode value without the session, or with another's session altered: nothing.
    const bypassOnly = editorCookies
      .split('; ')
      .filter((c) => c.startsWith('__prerender_bypass='))
      .join('; ')
    expect(await sees(bypassOnly)).toBe(404)
    expect(
      await sees(
        editorCookies.replace(
          /site_preview=(\d+)\./,
          (_, id: string) => `site_preview=${Number(id) + 1}.`,
        ),
      ),
    ).toBe(404)

    // Deleting the editor ends their preview; demoting the admin ends theirs.
    await fetch(`${GLOBAL}/cms/api/users/${editor.id}`, { method: 'DELETE', headers: auth })
    await expect.poll(() => sees(editorCookies), { timeout: 5_000, intervals: [250] }).toBe(404)
    await fetch(`${GLOBAL}/cms/api/users/${admin.id}`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ roles: 'editor' }),
    })
    await expect.poll(() => sees(adminCookies), { timeout: 5_000, intervals: [250] }).toBe(404)
  } finally {
    await fetch(`${GLOBAL}/cms/api/posts/${draftId}`, { method: 'DELETE', headers: auth })
    for (const id of [editor.id, admin.id])
      await fetch(`${GLOBAL}/cms/api/users/${id}`, { method: 'DELETE', headers: auth })
  }
})

test('an editor saves a draft of the Japanese home hero, previews it with the labelled Preview button, then publishes it', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  const auth = await adminAuth()
  // The heading's words: a Japanese title comes in Phrased's phrase markup.
  const heroTitle = async () =>
    (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec((await rawGet('/jp')).body)?.[1] ?? '').replace(
      /<[^>]+>/g,
      '',
    )
  const original = await heroTitle()
  expect(original).not.toBe('')
  const saved = (await (
    await fetch(`${GLOBAL}/cms/api/globals/home?locale=jp&depth=0`, { headers: auth })
  ).json()) as { hero: Record<string, unknown> }
  const draft = `下書きのヒーロー ${Date.now()}`
  const editor = await browser.newContext()
  const page = await editor.newPage()
  const violations = await collectViolations(page)
  try {
    await signInToAdmin(page)
    await page.goto(`${GLOBAL}/admin/globals/home?locale=jp`)
    await page.locator('#field-hero__title').fill(draft)
    await page.getByRole('button', { name: /save draft/i }).click()
    await expect(
      page.getByText(/draft saved successfully|saved successfully/i).first(),
    ).toBeVisible({ timeout: 20_000 })

    // Saved as a draft: visitors still get the published hero.
    await page.waitForTimeout(1500)
    expect(await heroTitle()).toBe(original)

    // The Preview action is a button that says so; it opens the real page with the draft.
    const preview = page.getByRole('link', { name: 'Preview' })
    await expect(preview).toBeVisible()
    const [tab] = await Promise.all([editor.waitForEvent('page'), preview.click()])
    await tab.waitForLoadState()
    expect(new URL(tab.url()).pathname).toBe('/jp')
    await expect(tab.locator('h1')).toHaveText(draft)
    await expect(tab.locator('.preview-bar')).toBeVisible()
    await tab.close()

    await page.getByRole('button', { name: /publish changes/i }).click()
    await waitFor(async () => (await heroTitle()) === draft, 20_000)
    expect(violations).toEqual([])
  } finally {
    await editor.close()
    const restore = await fetch(`${GLOBAL}/cms/api/globals/home?locale=jp`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ hero: saved.hero, _status: 'published' }),
    })
    expect(restore.status).toBe(200)
    await waitFor(async () => (await heroTitle()) === original, 20_000)
  }
})

test('leaving preview, or signing out of the CMS, ends the preview session on the server whatever cookies the browser keeps', async () => {
  test.setTimeout(60_000)
  const auth = await adminAuth()
  const stamp = Date.now()
  const draftSlug = `preview-ended-${stamp}`
  const created = await fetch(`${GLOBAL}/cms/api/posts?draft=true`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'Ended preview draft', slug: draftSlug, _status: 'draft' }),
  })
  const draftId = ((await created.json()) as { doc: { id: number } }).doc.id
  const email = `preview-ended-${stamp}@example.com`
  const password = 'preview ended password, long enough'
  const user = await fetch(`${GLOBAL}/cms/api/users`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email, password, roles: 'editor' }),
  })
  const userId = ((await user.json()) as { doc: { id: number } }).doc.id
  const signIn = async (address: string) => {
    const res = await fetch(`${GLOBAL}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ email, password }),
    })
    expect(res.status).toBe(200)
    return ((await res.json()) as { token: string }).token
  }
  /** The cookies the preview route gives a signed-in editor, as one Cookie header. */
  const previewCookies = async (token: string) => {
    const res = await rawGet(`/api/preview?collection=posts&id=${draftId}&locale=en`, {
      authorization: `JWT ${token}`,
    })
    expect(res.status).toBe(307)
    return ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .map((c) => c.split(';', 1)[0])
      .join('; ')
  }
  const sees = async (cookie: string) => (await rawGet(`/blog/${draftSlug}`, { cookie })).status
  try {
    const token = await signIn('192.0.2.211')
    const first = await previewCookies(token)
    expect(await sees(first)).toBe(200)

    // "Exit preview": the session cookie is deleted (not given a new lifetime), and a browser that kept the old
    // cookies anyway no longer sees drafts.
    const exit = await rawGet('/api/preview/exit?path=/blog', { cookie: first })
    expect(exit.status).toBe(307)
    const deletion = ([] as string[])
      .concat(exit.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('site_preview='))
    expect(deletion).toMatch(/^site_preview=;/)
    expect(deletion).toMatch(/Max-Age=0\b|Expires=Thu, 01 Jan 1970/)
    expect(deletion).not.toMatch(/Max-Age=[1-9]/)
    await expect.poll(() => sees(first), { timeout: 5_000, intervals: [250] }).toBe(404)

    // A preview opened again works; signing out of the CMS ends it the same way.
    const second = await previewCookies(token)
    await expect.poll(() => sees(second), { timeout: 5_000, intervals: [250] }).toBe(200)
    const out = await fetch(`${GLOBAL}/cms/api/users/logout`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'x-forwarded-for': '192.0.2.212' },
    })
    expect(out.status).toBe(200)
    await expect.poll(() => sees(second), { timeout: 5_000, intervals: [250] }).toBe(404)
  } finally {
    await fetch(`${GLOBAL}/cms/api/posts/${draftId}`, { method: 'DELETE', headers: auth })
    await fetch(`${GLOBAL}/cms/api/users/${userId}`, { method: 'DELETE', headers: auth })
  }
})
