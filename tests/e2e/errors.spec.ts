import { expect, test } from '@playwright/test'
import { adminAuth, GLOBAL, rawGet, waitFor } from './helpers'

test('an unknown route answers 404 "Page not found: {path}" in the page language and layout', async ({
  page,
}) => {
  const response = await page.goto(`${GLOBAL}/no/such/page`)
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no/such/page')
  await expect(page.locator('header.site-header')).toBeVisible()
  await expect(page.locator('footer.site-footer')).toBeVisible()

  const ru = await page.goto(`${GLOBAL}/ru/no-such-page`)
  expect(ru?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Страница не найдена: /ru/no-such-page',
  )

  // The whole address, query included.
  expect((await page.goto(`${GLOBAL}/blog?page=999`))?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /blog?page=999')
})

test('a 404 suggests the closest published pages of its language, and none when nothing is close', async ({
  page,
}) => {
  expect((await rawGet('/ru/blog/fingerprints-guide')).status).toBe(200)
  expect((await page.goto(`${GLOBAL}/ru/blog/fingerprint-guide`))?.status()).toBe(404)
  const suggestions = page.getByRole('navigation', { name: 'Возможно, вы искали:' })
  await expect(suggestions.getByRole('link').first()).toHaveAttribute(
    'href',
    '/ru/blog/fingerprints-guide',
  )
  await suggestions.getByRole('link').first().click()
  await expect(page).toHaveURL(`${GLOBAL}/ru/blog/fingerprints-guide`)

  expect((await page.goto(`${GLOBAL}/pricng`))?.status()).toBe(404)
  await expect(
    page
      .getByRole('navigation', { name: 'Perhaps you were looking for:' })
      .getByRole('link')
      .first(),
  ).toHaveAttribute('href', '/pricing')
  expect((await page.goto(`${GLOBAL}/qqqqzzzzxxxx`))?.status()).toBe(404)
  await expect(page.locator('.not-found-suggestions')).toHaveCount(0)
})

test('the 404 is in the server HTML, not only after scripts run', async () => {
  const res = await rawGet('/no/such/page')
  expect(res.status).toBe(404)
  expect(res.body).toContain('Page not found: /no/such/page')
  expect(res.body).toContain('lang="en-US"')
})

test('a route whose validation fails answers 404 "Page Not Found: {path}"', async ({ page }) => {
  // An editor attaches the solution guard to a path through a redirect entry without a target.
  const auth = await adminAuth()
  const res = await fetch(`${GLOBAL}/cms/api/redirects`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ from: '/_icons', appMiddleware: ['solution'] }),
  })
  expect(res.status).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: string } }
  try {
    await waitFor(async () => (await rawGet('/_icons')).status === 404)
    const response = await page.goto(`${GLOBAL}/_icons`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found: /_icons')
  } finally {
    await fetch(`${GLOBAL}/cms/api/redirects/${doc.id}`, { method: 'DELETE', headers: auth })
  }
  await waitFor(async () => (await rawGet('/_icons')).status === 200)
})

test('/error/404 exists in the custom layout', async ({ page }) => {
  await page.goto(`${GLOBAL}/error/404`)
  await expect(page.locator('main.custom-layout')).toBeVisible()
  await expect(page.locator('header.site-header')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('404')
  // In a prefixed language, the path shown is the full one.
  await page.goto(`${GLOBAL}/jp/error/404`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('/jp/error/404')
})

test('/error/502: image, title, subtitle, countdown from 5 s, back button, then the blog', async ({
  page,
}) => {
  await page.clock.install()
  await page.goto(`${GLOBAL}/fr/error/502`)
  await expect(page.locator('main.custom-layout')).toBeVisible()
  await expect(page.getByRole('img')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Un problème est survenu de notre côté',
  )
  await expect(page.getByText('La page n’a pas pu être chargée.')).toBeVisible()
  const countdown = page.locator('.error-countdown')
  await expect(countdown).toHaveText('Redirection vers le blog dans 5 s')
  await expect(page.getByRole('link', { name: 'Retour au blog' })).toHaveAttribute(
    'href',
    '/fr/blog',
  )
  await page.clock.runFor(1000)
  await expect(countdown).toHaveText('Redirection vers le blog dans 4 s')
  await page.clock.runFor(3000)
  await expect(countdown).toHaveText('Redirection vers le blog dans 1 s')
  await Promise.all([page.waitForURL(`${GLOBAL}/fr/blog`), page.clock.runFor(1000)])
})

test('/error/502 goes to the blog 5 s after the page started loading, not 5 s after it hydrated', async ({
  page,
}) => {
  await page.goto(`${GLOBAL}/error/502`, { waitUntil: 'commit' })
  // Each document's timeOrigin is when its navigation started (epoch ms): the difference is the wait.
  const errorPageStart = await page.evaluate(() => performance.timeOrigin)
  await page.waitForURL(`${GLOBAL}/blog`, { timeout: 10_000 })
  const blogStart = await page.evaluate(() => performance.timeOrigin)
  expect(blogStart - errorPageStart).toBeGreaterThanOrEqual(4_900)
  expect(blogStart - errorPageStart).toBeLessThan(5_500)
})
