import { expect, test } from '@playwright/test'
import { adminAuth, collectViolations, GLOBAL, signInToAdmin } from './helpers'

/** The admin in the editor's language: Payload's translations for the site's languages (src/cms/admin-languages.ts). */
test('an editor switches the admin to Russian, then Japanese; the choice stays after a reload and a new sign-in', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000)
  const signIn = () => signInToAdmin(page)
  const choose = async (option: string) => {
    await page.goto(`${GLOBAL}/admin/account`)
    await page.locator('#language-select').fill(option)
    await page.keyboard.press('Enter')
  }
  await signIn()
  for (const [option, lang, settings] of [
    ['Русский', 'ru', 'Настройки Payload'],
    ['Japanese', 'ja', 'Payload 設定'],
  ] as const) {
    await choose(option)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.getByRole('heading', { name: settings })).toBeVisible()
  }
  // Signed out and in again in the same browser: still Japanese.
  await context.clearCookies({ name: 'payload-token' })
  await signIn()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
  await choose('English')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test("every collection's and global's edit view labels its fields in words, under the admin's policy", async ({
  page,
}) => {
  test.setTimeout(300_000)
  const violations = await collectViolations(page)
  await signInToAdmin(page)
  const auth = await adminAuth()
  const access = (await (await fetch(`${GLOBAL}/cms/api/access`, { headers: auth })).json()) as {
    collections: Record<string, { create?: boolean; read?: boolean }>
    globals: Record<string, { read?: boolean }>
  }
  const views: string[] = []
  for (const [slug, can] of Object.entries(access.collections)) {
    if (slug.startsWith('payload-')) continue
    if (can.create) views.push(`/admin/collections/${slug}/create`)
    else if (can.read) {
      const first = (
        (await (
          await fetch(`${GLOBAL}/cms/api/${slug}?limit=1&depth=0`, { headers: auth })
        ).json()) as { docs?: { id: number }[] }
      ).docs?.[0]
      if (first) views.push(`/admin/collections/${slug}/${first.id}`)
    }
  }
  for (const [slug, can] of Object.entries(access.globals))
    if (can.read) views.push(`/admin/globals/${slug}`)
  expect(views.length).toBeGreaterThan(15)
  const raw: string[] = []
  for (const view of views) {
    await page.goto(`${GLOBAL}${view}?locale=en`)
    await expect(page.locator('.field-label').first()).toBeVisible({ timeout: 30_000 })
    for (const text of await page.locator('.field-label').allInnerTexts()) {
      // "Title * — English": the label is what precedes the required mark and the language.
      const label = text.replace(/\s*\*?\s*(—.*)?$/s, '').trim()
      if (/_|^[a-z]+[A-Z]\w*$/.test(label)) raw.push(`${view}: ${label}`)
    }
  }
  expect(raw).toEqual([])
  expect(violations).toEqual([])
})
