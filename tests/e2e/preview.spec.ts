import { expect, test } from '@playwright/test'
import { adminAuth, GLOBAL, rawGet } from './helpers'

/** Drafts are previewed in the real page by signed-in editors only. */
test('an editor previews a draft in the real page; visitors never see it', async ({ browser }) => {
  const auth = await adminAuth()
  const stamp = Date.now()
  const create = async (data: Record<string, unknown>, draft: boolean) => {
    const res = await fetch(`${GLOBAL}/cms/api/posts${draft ? '?draft=true' : ''}`, { method: 'POST', headers: auth, body: JSON.stringify(data) })
    expect(res.status).toBe(201)
    return ((await res.json()) as { doc: { id: number } }).doc.id
  }
  const draftSlug = `preview-draft-${stamp}`
  const liveSlug = `preview-live-${stamp}`
  const draftId = await create({ title: 'Unpublished preview draft', slug: draftSlug, _status: 'draft' }, true)
  const liveId = await create({ title: 'Published preview title', slug: liveSlug, _status: 'published' }, false)
  try {
    // A newer draft of a published post.
    const edit = await fetch(`${GLOBAL}/cms/api/posts/${liveId}?draft=true`, { method: 'PATCH', headers: auth, body: JSON.stringify({ title: 'Draft preview title' }) })
    expect(edit.status).toBe(200)

    expect((await rawGet(`/blog/${draftSlug}`)).status).toBe(404)
    await expect.poll(async () => (await rawGet(`/blog/${liveSlug}`)).status, { timeout: 15_000 }).toBe(200)
    const visitor = (await rawGet(`/blog/${liveSlug}`)).body
    expect(visitor.includes('Published preview title')).toBe(true)
    expect(visitor.includes('Draft preview title')).toBe(false)

    // Without a CMS session the preview route refuses and sets nothing.
    const anonymous = await fetch(`${GLOBAL}/api/preview?collection=posts&id=${draftId}&locale=en`, { redirect: 'manual' })
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('set-cookie')).toBeNull()
    expect((await fetch(`${GLOBAL}/api/preview?collection=posts&id=abc`, { redirect: 'manual' })).status).toBe(400)

    const editor = await browser.newContext()
    const login = await editor.request.post(`${GLOBAL}/cms/api/users/login`, { data: { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD } })
    expect(login.ok()).toBe(true)
    const page = await editor.newPage()
    await page.goto(`/api/preview?collection=posts&id=${draftId}&locale=en`)
    expect(new URL(page.url()).pathname).toBe(`/blog/${draftSlug}`)
    await expect(page.locator('h1')).toHaveText('Unpublished preview draft')
    await expect(page.locator('.preview-bar')).toBeVisible()

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
    for (const id of [draftId, liveId]) await fetch(`${GLOBAL}/cms/api/posts/${id}`, { method: 'DELETE', headers: auth })
  }
})
