import { describe, expect, it } from 'vitest'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

describe('registration and email verification', () => {
  const browser = useBrowser()

  it('registers, reads the verification mail, verifies, reaches the dashboard and logs out', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage()
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await expectHeading(page, 'Ověřte svůj e-mail')
    expect(await page.getByText(owner.email).isVisible()).toBe(true)
    await screenshot('verification-email-sent')

    // An unverified owner is kept out of the dashboard.
    await page.goto('/dashboard')
    await page.waitForURL('**/verification-email-sent')

    const link = await waitForMailLink(page.request, owner.email, '/verify-email')
    await page.goto(link)
    await expectHeading(page, 'E-mail je ověřený')
    expect(
      await page.locator('[data-testid="notification"][data-tone="success"]').first().textContent(),
    ).toContain('Váš e-mail byl ověřen.')
    await screenshot('verify-email-success')

    // A verified owner continues to her own dashboard and its first-run checklist (issue 37, finding 15).
    await page.getByRole('link', { name: 'Pokračovat do přehledu' }).click()
    await page.waitForURL('**/dashboard')
    await expectHeading(page, 'Přehled')
    await page.getByRole('region', { name: 'Připravte online rezervace' }).waitFor()
    // The first name in the vocative, as the emails greet (issue 37, finding 21).
    expect(await page.getByText('Dobrý den, Jano!').isVisible()).toBe(true)
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'))
    expect(stored).toMatchObject({ email: owner.email, email_verified: true })
    expect(typeof stored.token).toBe('string')
    await screenshot('dashboard-overview')

    await page.getByRole('banner').getByRole('button', { name: 'Odhlásit se' }).click()
    await page.waitForURL('**/login')
    // Spec §4: logout clears the user and all local storage (the language is the device's cookie).
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([])
    await page.goto('/dashboard')
    await page.waitForURL('**/login?redirect=%2Fdashboard')
    expect(consoleErrors).toEqual([])
  })

  it('leaving VerifyEmail with a verified user goes to the dashboard; a reused link shows it was used', async () => {
    const { page, screenshot } = await browser.newPage()
    // Arrive from /category, so the account screens' back link points there.
    await page.goto('/category')
    await page.getByRole('link', { name: 'Pro podniky' }).click()
    await page.waitForURL('**/login')
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    const link = await waitForMailLink(page.request, owner.email, '/verify-email')
    await page.goto(link)
    await expectHeading(page, 'E-mail je ověřený')

    // The back link would lead to /category, but a verified user leaving VerifyEmail goes to her dashboard.
    expect(await page.getByRole('link', { name: 'Zpět' }).getAttribute('href')).toBe('/category')
    await page.getByRole('link', { name: 'Zpět' }).click()
    await page.waitForURL('**/dashboard')

    await page.goto(link)
    await expectHeading(page, 'Odkaz už byl použit')
    expect(await page.locator('[data-outcome="used"]').isVisible()).toBe(true)
    expect(await page.getByText('Ověřovací odkaz už byl použit.').first().isVisible()).toBe(true)
    expect(
      await page.locator('[data-testid="notification"][data-tone="error"]').first().textContent(),
    ).toContain('Ověření emailu se nezdařilo.')
    await screenshot('verify-email-used')
  })

  it('shows a tampered or expired link as invalid', async () => {
    const { page, screenshot } = await browser.newPage()
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    const link = await waitForMailLink(page.request, owner.email, '/verify-email')
    const tampered = new URL(link, browser.baseUrl)
    tampered.searchParams.set('signature', 'f'.repeat(64))
    await page.goto(`${tampered.pathname}${tampered.search}`)
    await expectHeading(page, 'Odkaz je neplatný nebo vypršel')
    expect(await page.getByText('Ověřovací odkaz je neplatný nebo vypršel.').first().isVisible()).toBe(true)
    expect(await page.locator('[data-testid="notification"]').first().textContent()).toContain(
      'Ověření emailu se nezdařilo.',
    )
    await screenshot('verify-email-invalid')

    const expired = new URL(link, browser.baseUrl)
    expired.searchParams.set('expires', String(Math.floor(Date.now() / 1000) - 60))
    await page.goto(`${expired.pathname}${expired.search}`)
    await expectHeading(page, 'Odkaz je neplatný nebo vypršel')

    // The owner is still unverified: the way on is a new link.
    await page.getByRole('link', { name: 'Poslat nový odkaz' }).click()
    await page.waitForURL('**/verification-email-sent')
    await page.getByRole('button', { name: 'Poslat odkaz znovu' }).click()
    await page
      .getByText(/Nový ověřovací odkaz je na cestě|počkejte/)
      .first()
      .waitFor()
    await screenshot('verification-email-resent')
  })

  it('shows the server field errors of a taken email under the field', async () => {
    const { page } = await browser.newPage()
    await registerThroughForm(page, newOwner({ email: 'demo@rezervo.cz' }))
    await page.getByText('Tento e-mail je již zaregistrován.').waitFor()
    const email = page.getByLabel(/^E-mail/)
    expect(await email.getAttribute('aria-invalid')).toBe('true')
  })

  it('checks the form in the browser with the shared rules, in Czech', async () => {
    const { page, screenshot } = await browser.newPage({ width: 360, height: 800 })
    await page.goto('/register')
    await page.getByLabel(/^E-mail/).fill('not-an-email')
    await page.getByLabel(/^Heslo/).fill('short')
    await page.getByLabel('Potvrzení hesla').fill('different')
    await page.getByRole('button', { name: 'Vytvořit účet' }).click()
    await page.getByText('Zadejte platnou e-mailovou adresu.').waitFor()
    expect(await page.getByText('Toto pole je povinné.').count()).toBeGreaterThanOrEqual(3)
    expect(await page.getByText('Heslo musí mít alespoň 8 znaků.').isVisible()).toBe(true)
    await screenshot('register-validation-360')
  })
})
