import { expect, test } from '@playwright/test'
import { GLOBAL } from './helpers'

/** The admin in the editor's language: Payload's translations for the site's languages (src/cms/admin-languages.ts). */
test('an editor switches the admin to Russian, then Japanese; the choice stays after a reload and a new sign-in', async ({ page, context }) => {
  test.setTimeout(180_000)
  const signIn = async () => {
    await page.goto(`${GLOBAL}/admin/login`)
    await page.fill('input[name="email"]', process.env.ADMIN_EMAIL as string)
    await page.fill('input[name="password"]', process.env.ADMIN_PASSWORD as string)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin(?!\/login)/)
  }
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
