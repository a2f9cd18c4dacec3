import { expect, test } from '@playwright/test'
import { adminAuth, GLOBAL, rawGet, signInFromOwnAddress, waitFor, ZH, ZH_HOST } from './helpers'

const cases: [path: string, status: number, location: string][] = [
  ['//', 301, `${GLOBAL}/`],
  ['////', 301, `${GLOBAL}/`],
  ['/\\', 301, `${GLOBAL}/`],
  ['/\\\\/\\', 301, `${GLOBAL}/`],
  ['/Pricing', 301, `${GLOBAL}/pricing`],
  ['/Download', 301, `${GLOBAL}/download`],
  ['/ru/Pricing', 301, `${GLOBAL}/ru/pricing`],
  ['/jp/Download?from=x', 301, `${GLOBAL}/jp/download?from=x`],
  ['/blog//some-post', 301, `${GLOBAL}/blog/some-post`],
  ['//ru//blog', 301, `${GLOBAL}/ru/blog`],
  ['/pricing/', 301, `${GLOBAL}/pricing`],
  ['/pricing/?utm_source=a', 301, `${GLOBAL}/pricing?utm_source=a`],
  ['/ru/', 301, `${GLOBAL}/ru`],
  ['/blog/some-post.html', 301, `${GLOBAL}/blog/some-post`],
  ['/blog//some-post.html/?a=1', 301, `${GLOBAL}/blog/some-post?a=1`],
  ['/ru?x=1', 301, `${GLOBAL}/ru/?x=1`],
  ['/en/pricing', 301, `${GLOBAL}/pricing`],
  ['/zh/blog', 301, `${ZH}/blog`],
]

for (const [path, status, location] of cases) {
  test(`${path} answers ${status} to ${location} in one hop`, async () => {
    const res = await rawGet(path)
    expect(res.status).toBe(status)
    expect(res.location).toBe(location)
    // One hop: the target itself is not redirected again.
    const next = await rawGet(new URL(location).pathname + new URL(location).search, {
      host: new URL(location).host,
    })
    expect([200, 404]).toContain(next.status)
  })
}

test('a non-default home with a query and its trailing slash is served, not bounced back', async () => {
  const res = await rawGet('/ru/?x=1')
  expect(res.status).toBe(200)
  expect(res.body).toContain('lang="ru-RU"')
})

test('wrong-origin prefixes go to the right origin', async () => {
  const res = await rawGet('/ru/pricing', { host: ZH_HOST })
  expect(res.status).toBe(301)
  expect(res.location).toBe(`${GLOBAL}/ru/pricing`)
})

test('editor-defined redirects: relative target keeps the query, external target leaves the site', async ({
  page,
}) => {
  const internal = await rawGet('/price?utm_source=mail')
  expect(internal.status).toBe(301)
  expect(internal.location).toBe(`${GLOBAL}/pricing?utm_source=mail`)
  const trailing = await rawGet('/price/')
  expect(trailing.location).toBe(`${GLOBAL}/pricing`)
  const external = await rawGet('/tg')
  expect(external.status).toBe(302)
  expect(external.location).toBe('https://t.me/polyprofile')

  // In the browser an external target is a full load that leaves the site (the machine has no network, so
  // the external request itself is all we can see).
  const [externalRequest] = await Promise.all([
    page.waitForRequest('https://t.me/polyprofile'),
    page.goto(`${GLOBAL}/tg`).catch(() => null),
  ])
  expect(externalRequest.isNavigationRequest()).toBe(true)
})

test('a redirect an editor adds in the CMS applies without a rebuild, and so does the root language page', async () => {
  const auth = await adminAuth()
  const created: string[] = []
  try {
    for (const data of [
      { from: '/spring-sale', to: '/pricing', permanent: false },
      { from: '/zh', to: `${GLOBAL}/tc`, permanent: false },
    ]) {
      const res = await fetch(`${GLOBAL}/cms/api/redirects`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify(data),
      })
      expect(res.status).toBe(201)
      created.push(((await res.json()) as { doc: { id: string } }).doc.id)
    }
    await waitFor(async () => (await rawGet('/spring-sale?ref=x')).status === 302)
    expect((await rawGet('/spring-sale?ref=x')).location).toBe(`${GLOBAL}/pricing?ref=x`)
    await waitFor(async () => (await rawGet('/', { host: ZH_HOST })).status === 302)
    expect((await rawGet('/', { host: ZH_HOST })).location).toBe(`${GLOBAL}/tc`)
  } finally {
    for (const id of created)
      await fetch(`${GLOBAL}/cms/api/redirects/${id}`, { method: 'DELETE', headers: auth })
  }
  await waitFor(async () => (await rawGet('/', { host: ZH_HOST })).status === 200)
})

test('the CMS refuses a redirect to an open-redirect target', async () => {
  const auth = await adminAuth()
  const res = await fetch(`${GLOBAL}/cms/api/redirects`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ from: '/evil', to: '//evil.example' }),
  })
  expect(res.status).toBe(400)
})

test('an editor in the admin: a looping redirect is refused with the loop named and nothing saved; a saved rule warns of a page it hides and of a target that answers 404', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const auth = await adminAuth()
  const email = `redirect-editor-${Date.now()}@example.com`
  const password = 'an editor password, long enough'
  const created = await fetch(`${GLOBAL}/cms/api/users`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ email, password, roles: 'editor' }),
  })
  expect(created.status).toBe(201)
  const editor = ((await created.json()) as { doc: { id: number } }).doc
  const saved: string[] = []
  try {
    await signInFromOwnAddress(page)
    await page.goto(`${GLOBAL}/admin/login`)
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin(?!\/login)/)
    const create = async (from: string, to: string) => {
      await page.goto(`${GLOBAL}/admin/collections/redirects/create`)
      await page.locator('#field-from').fill(from)
      await page.locator('#field-to').fill(to)
      await page.getByRole('button', { name: 'Save' }).click()
    }
    // `/loop-c` → `/loop-c/`: the trailing slash sends visitors back.
    await create('/loop-c', '/loop-c/')
    await expect(
      page.getByText(
        'This redirect would send visitors round in a loop: /loop-c → /loop-c/ → /loop-c',
      ),
    ).toBeVisible()
    expect(
      (
        await (
          await fetch(`${GLOBAL}/cms/api/redirects?where[from][equals]=/loop-c`, { headers: auth })
        ).json()
      ).totalDocs,
    ).toBe(0)

    // Saved, with what it does said: the published page it hides, then a target that answers 404.
    await create('/pricing', '/download')
    await page.waitForURL(/\/admin\/collections\/redirects\/\d+/)
    saved.push(page.url().split('/').at(-1) as string)
    await page.reload()
    await expect(page.locator('#field-warnings')).toHaveValue(/The page at \/pricing is published/)
    await create('/old-address-for-warnings', '/blog/no-such-post-anywhere')
    await page.waitForURL(/\/admin\/collections\/redirects\/\d+/)
    saved.push(page.url().split('/').at(-1) as string)
    await page.reload()
    await expect(page.locator('#field-warnings')).toHaveValue(
      /The target \/blog\/no-such-post-anywhere answers 404/,
    )
  } finally {
    for (const id of saved)
      await fetch(`${GLOBAL}/cms/api/redirects/${id}`, { method: 'DELETE', headers: auth })
    await fetch(`${GLOBAL}/cms/api/users/${editor.id}`, { method: 'DELETE', headers: auth })
  }
  await waitFor(async () => (await rawGet('/pricing')).status === 200)
})
