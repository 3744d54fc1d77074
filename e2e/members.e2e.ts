import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { api } from './support/api'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

async function expectSuccess(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

describe('team members (issue 20): the owner invites reception, the invitee signs up through the link', () => {
  const browser = useBrowser()

  it('owner invites by email; the invitee signs up via the mailbox link, accepts and lands in the company; the owner removes them', async () => {
    const owner = newOwner()
    const companyName = `Salon Tým ${Date.now()} s.r.o.`
    const { page, screenshot, consoleErrors } = await browser.newPage({ width: 1366, height: 900 })
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')
    await api(page, 'POST', '/api/v1/companies', { name: companyName })

    // Settings → Tým: the owner alone, then the invitation form.
    await page.goto('/dashboard/settings')
    await page.getByRole('link', { name: /^Tým/ }).click()
    await expectHeading(page, 'Tým')
    await page.getByText(owner.email).first().waitFor()
    const invitee = newOwner({ firstName: 'Eva', surname: 'Recepční' })
    await page.getByLabel('E-mail').fill(invitee.email)
    await page.getByLabel('Role').selectOption({ label: 'Recepce' })
    await page.getByRole('button', { name: 'Poslat pozvánku' }).click()
    await expectSuccess(page, `Pozvánka pro ${invitee.email} je odeslaná.`)
    const invitations = page.getByRole('region', { name: 'Pozvánky' })
    await invitations.getByText(invitee.email).waitFor()
    await invitations.getByText(/Recepce · platí do/).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('members-invited-1366')

    // The invitee, on a phone, follows the link from the email and signs up from the invitation.
    const phone = await browser.newPage({ width: 360, height: 800 })
    const link = await waitForMailLink(phone.page.request, invitee.email, '/invitations/')
    await phone.page.goto(link)
    await expectHeading(phone.page, 'Pozvánka do týmu')
    await phone.page.getByText(`do týmu firmy ${companyName} s rolí Recepce`).waitFor()
    expect(await horizontalOverflow(phone.page)).toBe(0)
    expect(await seriousAxeViolations(phone.page)).toEqual([])
    await phone.screenshot('invitation-signed-out-360')
    await phone.page.getByRole('link', { name: 'Založit účet' }).click()
    await phone.page.waitForURL('**/register?**')
    expect(await phone.page.getByLabel('E-mail').inputValue()).toBe(invitee.email)
    await phone.page.getByLabel('Jméno').fill(invitee.firstName)
    await phone.page.getByLabel('Příjmení').fill(invitee.surname)
    await phone.page.getByLabel('Telefon').fill(invitee.phone)
    await phone.page.getByLabel(/^Heslo/).fill(invitee.password)
    await phone.page.getByLabel('Potvrzení hesla').fill(invitee.password)
    await phone.page.getByRole('button', { name: 'Vytvořit účet' }).click()
    // Back on the invitation, signed in as the invited address.
    // The mail's link carries its language (?lang=cs); the way back keeps the invitation's path.
    await phone.page.waitForURL((url) => url.pathname === new URL(link, 'http://mail').pathname)
    await phone.page.getByRole('button', { name: 'Přijmout' }).click()
    await phone.page.waitForURL((url) => url.pathname === '/dashboard')
    // The header's company switcher has the new company chosen.
    const switcher = phone.page.getByLabel('Aktuální firma')
    await expect
      .poll(() => switcher.locator('option:checked').textContent(), { timeout: 15_000 })
      .toBe(companyName)
    expect(await horizontalOverflow(phone.page)).toBe(0)
    await phone.screenshot('invitation-accepted-dashboard-360')
    const companies = await api<{ id: number; name: string; role: string }[]>(
      phone.page,
      'GET',
      '/api/v1/companies',
    )
    expect(companies.map((company) => [company.name, company.role])).toEqual([[companyName, 'reception']])
    // Accepting chose the company on the account, not only on this phone: the next sign-in anywhere opens it.
    await expect
      .poll(async () => {
        const answer = await phone.page.request.get('/api/user', { headers: { Accept: 'application/json' } })
        return ((await answer.json()) as { last_company_id: number | null }).last_company_id
      })
      .toBe(companies[0]!.id)

    // The owner sees the new member and the history; at 360 px too.
    await page.reload()
    const members = page.getByRole('region', { name: 'Členové' })
    await members.getByText(invitee.email).waitFor()
    await members.getByText('Recepce').waitFor()
    const history = page.getByRole('region', { name: 'Historie změn' })
    await history.getByText(`Přijatá pozvánka: ${invitee.email} s rolí Recepce`).waitFor()
    await history.getByText(`Kdo: ${invitee.firstName} ${invitee.surname}`).waitFor()
    await history.getByText(`Pozvánka pro ${invitee.email} s rolí Recepce`).waitFor()
    await page.setViewportSize({ width: 360, height: 800 })
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('members-360')
    await page.setViewportSize({ width: 1366, height: 900 })

    // The owner makes her a manager; the history says so.
    const fullName = `${invitee.firstName} ${invitee.surname}`
    await members.getByRole('button', { name: `Změnit roli: ${fullName}` }).click()
    const roleForm = page.getByRole('form', { name: `Změnit roli: ${fullName}` })
    await page.setViewportSize({ width: 360, height: 800 })
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('members-role-form-360')
    await page.setViewportSize({ width: 1366, height: 900 })
    await roleForm.getByLabel('Role').selectOption({ label: 'Manažer' })
    await roleForm.getByRole('button', { name: 'Uložit roli' }).click()
    await expectSuccess(page, `${invitee.email} má nyní roli Manažer.`)
    await history.getByText(`Změna role ${invitee.email} na Manažer`).waitFor()
    await members.getByText('Manažer').waitFor()

    // Removing asks first, then ends the member's access at once.
    await members.getByRole('button', { name: `Odebrat: ${invitee.firstName} ${invitee.surname}` }).click()
    const dialog = page.getByRole('alertdialog', {
      name: `Odebrat ${invitee.firstName} ${invitee.surname} z týmu?`,
    })
    await dialog.getByRole('button', { name: 'Odebrat z týmu' }).click()
    await expectSuccess(page, `${invitee.email} už nemá přístup k firmě.`)
    await members.getByText(invitee.email).waitFor({ state: 'detached' })
    const after = await phone.page.request.get(`/api/v1/companies/${companies[0]!.id}`, {
      headers: { Accept: 'application/json' },
    })
    expect(after.status()).toBe(404)
    expect(consoleErrors).toEqual([])
  })
})
