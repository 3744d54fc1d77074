import { gzipSync } from 'node:zlib'
import { DEMO_BRANCH_SLUG, DEMO_CATEGORY_GROUP_SLUG, DEMO_CATEGORY_SLUG } from '@rezervo/shared/constants'
import { describe, expect, it } from 'vitest'
import { expectHeading } from './support/accounts'
import { useBrowser } from './support/browser'

/**
 * The public branch page is what customers open from a link on their phones: its first load must not carry
 * the account screens, the dashboard or zod. The budget guards against regressions; React, React Router,
 * i18next and TanStack Query alone are about 118 KB gzipped, so the 100 KB goal needs a lighter stack.
 */
const FIRST_LOAD_BUDGET_KB = 140

describe('branch page first load', () => {
  const browser = useBrowser()

  it('loads no account, dashboard or zod code and stays within its JS budget', async () => {
    const { page } = await browser.newPage()
    const scripts = new Map<string, Buffer>()
    page.on('response', async (response) => {
      if (response.url().endsWith('.js')) scripts.set(response.url(), await response.body())
    })
    await page.goto(`/${DEMO_CATEGORY_GROUP_SLUG}/${DEMO_CATEGORY_SLUG}/${DEMO_BRANCH_SLUG}`)
    await expectHeading(page, 'Barber na Rohu')
    await page.waitForLoadState('networkidle')

    const names = [...scripts.keys()].map((url) => new URL(url).pathname.split('/').pop() ?? url)
    for (const lazy of ['login-route', 'register-route', 'dashboard-layout-route', 'dev-mailbox-route'])
      expect(names.some((name) => name.startsWith(lazy))).toBe(false)
    const code = [...scripts.values()].map((body) => body.toString('utf8')).join('\n')
    expect(code).not.toContain('ZodError')
    expect(code).not.toContain('password_confirmation')

    const gzippedKb = [...scripts.values()].reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024
    console.info(`branch page first-load JS: ${gzippedKb.toFixed(1)} KB gzipped in ${scripts.size} files`)
    expect(gzippedKb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB)
  })
})
