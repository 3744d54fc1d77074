import { describe, expect, it } from 'vitest'
import { expectHeading, newOwner, registerThroughForm, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'
import { lastMailboxId, waitForMailLink } from './support/mailbox'

describe('password reset', () => {
  const browser = useBrowser()

  it('forgot password, reset from the emailed link, sign in with the new password', async () => {
    const owner = newOwner()
    const setup = await browser.newPage()
    await registerThroughForm(setup.page, owner)
    await setup.page.waitForURL('**/verification-email-sent')
    await setup.context.close()

    const { page, screenshot } = await browser.newPage()
    const before = await lastMailboxId(page.request)
    await page.goto('/login')
    await page.getByRole('link', { name: 'Zapomněli jste heslo?' }).click()
    await page.waitForURL('**/forgot-password')
    await expectHeading(page, 'Zapomenuté heslo')
    await screenshot('forgot-password')
    await page.getByLabel(/^E-mail/).fill(owner.email)
    await page.getByRole('button', { name: 'Poslat odkaz' }).click()
    await page
      .getByRole('status')
      .filter({ hasText: 'Odkaz pro obnovení hesla jsme vám poslali e-mailem.' })
      .waitFor()
    await screenshot('forgot-password-sent')

    const link = await waitForMailLink(page.request, owner.email, '/password-reset/', { newerThan: before })
    await page.goto(link)
    await expectHeading(page, 'Nastavení nového hesla')
    expect(await page.getByLabel(/^E-mail/).inputValue()).toBe(owner.email)
    const newPassword = 'NoveHeslo2?'
    await page.getByLabel(/^Nové heslo/).fill(newPassword)
    await page.getByLabel('Potvrzení hesla').fill(newPassword)
    await screenshot('reset-password')
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click()
    await page.waitForURL('**/login?email=*')
    await page.getByText('Vaše heslo bylo obnoveno.').waitFor()

    await signInThroughForm(page, owner.email, owner.password)
    await page.getByText('Přihlašovací údaje neodpovídají našim záznamům.').waitFor()
    await page.getByLabel(/^Heslo/).fill(newPassword)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    // The owner never verified the email, so the app asks for that next.
    await page.waitForURL('**/verification-email-sent')
  })

  it('an unknown email is answered under the field', async () => {
    const { page } = await browser.newPage()
    await page.goto('/forgot-password')
    await page.getByLabel(/^E-mail/).fill('nobody@example.cz')
    await page.getByRole('button', { name: 'Poslat odkaz' }).click()
    await page.getByText('Uživatele s touto e-mailovou adresou jsme nenašli.').waitFor()
  })
})
