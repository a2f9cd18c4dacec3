import { expect, test } from '@playwright/test'
import { adminAuth, collectViolations, GLOBAL, signInToAdmin } from './helpers'

/** The SEO fields give feedback as the editor types: counts, the search result and the social card, per language. */
test('an editor writing the Russian SEO title of a post sees its count, the search result and the social card follow', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const violations = await collectViolations(page)
  const auth = await adminAuth()
  const post = (
    (await (
      await fetch(`${GLOBAL}/cms/api/posts?limit=1&depth=0&locale=ru&sort=-publishedAt`, {
        headers: auth,
      })
    ).json()) as {
      docs: { id: number; slug: string }[]
    }
  ).docs[0] as { id: number; slug: string }
  // The admin in Russian (Payload keeps the editor's choice in this cookie).
  await context.addCookies([{ name: 'payload-lng', value: 'ru', url: GLOBAL }])
  await signInToAdmin(page)
  await page.goto(`${GLOBAL}/admin/collections/posts/${post.id}?locale=ru`)

  const title = page.locator('#field-seo__seo_title')
  await expect(title).toBeVisible({ timeout: 30_000 })
  const serp = page.locator('.seo-serp')
  await expect(serp.getByText('Так страница выглядит в результатах поиска')).toBeVisible()
  await expect(serp.locator('.seo-serp__url')).toHaveAttribute(
    'data-url',
    `${GLOBAL}/ru/blog/${post.slug}`,
  )

  const card = page.locator('img.seo-card__image')
  const loaded = () => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)
  await expect.poll(loaded, { timeout: 20_000 }).toBeGreaterThan(0)
  const firstCard = await card.getAttribute('src')

  const text = 'Антидетект-браузер для команд: профили, прокси и автоматизация'
  await title.fill('')
  await title.pressSequentially(text.slice(0, 20))
  await expect(page.locator('[data-seo-count="seo.seo_title"]')).toContainText(`20 / 60`)
  await title.pressSequentially(text.slice(20))
  await expect(page.locator('[data-seo-count="seo.seo_title"]')).toContainText(
    `${text.length} / 60`,
  )
  await expect(page.locator('[data-seo-count="seo.seo_title"]')).toHaveAttribute(
    'data-over',
    'true',
  )
  // Over 60 characters with the site name: the result shows the title alone, cut where Google cuts it.
  await expect(serp.locator('.seo-serp__title')).toContainText('Антидетект-браузер для команд')
  await expect(serp.locator('.seo-serp__title')).not.toContainText(' | ')

  const description = page.locator('#field-seo__seo_description')
  await description.fill('Короткое описание')
  await expect(page.locator('[data-seo-count="seo.seo_description"]')).toContainText('17 / 160')
  await expect(serp.locator('.seo-serp__description')).toHaveText('Короткое описание')

  // The card follows the new title: a new address, drawn and loaded.
  await expect(card).not.toHaveAttribute('src', firstCard as string, { timeout: 10_000 })
  await expect(card).toHaveAttribute('src', /title=%D0%90%D0%BD%D1%82%D0%B8/)
  await expect.poll(loaded, { timeout: 20_000 }).toBeGreaterThan(0)
  expect(violations).toEqual([])
})

test('only signed-in editors have social card titles signed; bad input is a 400', async ({
  page,
}) => {
  const ask = (query: string) =>
    fetch(`${GLOBAL}/api/preview/social-card?${query}`, { redirect: 'manual' })
  expect((await ask('locale=ru&title=Anything')).status).toBe(401)
  expect((await ask('locale=xx&title=Anything')).status).toBe(400)
  expect((await ask('locale=ru&title=')).status).toBe(400)
  await signInToAdmin(page)
  // From the admin, as its preview asks (with the editor's CMS cookie): sent on to the card, a PNG.
  const card = await page.evaluate(async (title) => {
    const res = await fetch(`/api/preview/social-card?locale=ru&title=${encodeURIComponent(title)}`)
    return {
      status: res.status,
      redirected: res.redirected,
      path: new URL(res.url).pathname,
      type: res.headers.get('content-type'),
    }
  }, 'Профили')
  expect(card).toEqual({
    status: 200,
    redirected: true,
    path: expect.stringMatching(/^\/og\/ru-[A-Za-z0-9_-]{16}\.png$/),
    type: 'image/png',
  })
})
