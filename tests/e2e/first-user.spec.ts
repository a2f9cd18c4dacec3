/**
 * The first run, as a new operator meets it: a server on an empty database sends /admin to the create-first-user
 * form, which says the account will be an admin (issue: it showed Roles = Editor and silently made an admin), and
 * the account it makes is one.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../../scripts/lib/free-port'
import { untilAnswering } from '../../scripts/lib/until-answering'
import { collectViolations, hydrated } from './helpers'

test('on an empty database the first-user form says the account will be an admin, and it is one', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'first-user-'))
  const base = `http://localhost:${port}`
  const output: string[] = []
  const child: ChildProcess = spawn(process.execPath, ['dist/server.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: base,
      SITE_URL_ZH: `http://zh.localhost:${port}`,
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      STATS_JOB_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (d: Buffer) => output.push(d.toString()))
  const violations = await collectViolations(page)
  try {
    await untilAnswering(`${base}/cms/api/users/me`, {
      exited: () => child.exitCode !== null,
      timeoutMs: 120_000,
    })
    await page.goto(`${base}/admin`)
    await page.waitForURL(/\/admin\/create-first-user/, { timeout: 60_000 })
    const roles = page.locator('.field-type', { hasText: 'Roles' }).last()
    await expect(roles).toContainText('Admin')
    await expect(roles).not.toContainText('Editor')
    await expect(roles).toContainText('The first account is always an admin.')

    // Filled and sent only once the admin's form is hydrated: in CI (a busy machine) a click before it submitted
    // nothing and the page never left the form.
    await hydrated(page, 'button[type="submit"]', 60_000)
    await page.locator('#field-email').fill('first-operator@example.com')
    await page.locator('#field-password').fill('first operator password, long enough')
    await page.locator('#field-confirm-password').fill('first operator password, long enough')
    await page.getByRole('button', { name: /^create$/i }).click()
    await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 })
    // Asked from the admin's own page, with its session cookie, as the admin itself asks.
    const me = (await page.evaluate(async () =>
      (await fetch('/cms/api/users/me', { credentials: 'include' })).json(),
    )) as {
      user?: { email?: string; roles?: string }
    }
    expect(me.user).toMatchObject({ email: 'first-operator@example.com', roles: 'admin' })
    expect(violations).toEqual([])
  } catch (error) {
    console.log(output.join('').slice(-4000))
    throw error
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    rmSync(dataDir, { recursive: true, force: true })
  }
})
