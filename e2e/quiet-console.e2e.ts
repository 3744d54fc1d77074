import { describe, expect, it } from 'vitest'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

describe('a quiet console (issue 37 #25)', () => {
  const browser = useBrowser()

  it('loads dashboard addresses without React Router warning of a leaf route without an element', async () => {
    const { page, consoleErrors, consoleWarnings } = await browser.newPage()
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    await api(page, 'POST', '/api/v1/companies', { name: `Ticho ${Date.now()} s.r.o.` })

    // Document loads, as a reload or a bookmark opens them: the first render matches the public routes.
    await page.goto('/dashboard')
    await expectHeading(page, 'Přehled')
    await page.goto('/dashboard/payments')
    await expectHeading(page, 'Platby')
    await page.goto('/neexistujici-stranka/a')
    await page.waitForURL((url) => url.pathname === '/')
    expect(consoleWarnings.filter((text) => text.includes('Matched leaf route'))).toEqual([])
    expect(consoleErrors).toEqual([])
  })
})
