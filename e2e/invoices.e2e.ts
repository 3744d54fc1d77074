import { readFile } from 'node:fs/promises'
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared/constants'
import { PDFParse } from 'pdf-parse'
import { describe, expect, it } from 'vitest'
import { expectHeading, signInThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'

/** The invoice's text as a reader sees it, whitespace collapsed (pdf-parse breaks lines where runs end). */
async function pdfText(path: string): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await readFile(path)) })
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ')
  } finally {
    await parser.destroy()
  }
}

describe('invoices (issue 19)', () => {
  const browser = useBrowser()

  it('the owner sees the billing details and downloads an invoice as PDF and ISDOC', async () => {
    const { page, screenshot, consoleErrors } = await browser.newPage()
    await page.goto('/dashboard/settings')
    await page.waitForURL('**/login?redirect=*')
    await signInThroughForm(page, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD)
    await expectHeading(page, 'Nastavení')
    await page.getByRole('link', { name: /Fakturace/ }).click()
    await expectHeading(page, 'Fakturace')

    // The details the next invoice will carry, edited in place and checked like everywhere else.
    const details = page.getByRole('region', { name: 'Fakturační údaje' })
    const cin = details.getByLabel('IČO')
    expect(await cin.inputValue()).toBe('27082440')
    expect(await details.getByLabel('DIČ').inputValue()).toBe('CZ27082440')
    await cin.fill('27082441')
    await details.getByRole('button', { name: 'Uložit' }).click()
    await details.getByText('Zadejte platné IČO.').waitFor()
    await cin.fill('27082440')
    await details.getByLabel('E-mail pro faktury').fill('ucetni@barbernarohu.cz')
    await details.getByRole('button', { name: 'Uložit' }).click()
    await page.locator('[data-testid="notification"][data-tone="success"]').first().waitFor()

    // The demo company's invoice: the first of this year's series, 592,90 Kč rounded to 593 Kč for a transfer.
    const year = new Date().getFullYear()
    const number = `${year}-000001`
    const row = page.getByRole('row', { name: new RegExp(number) })
    await row.getByText('593,00 Kč').waitFor()
    await row.getByText('Převodem').waitFor()
    await screenshot('invoices')

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Stáhnout PDF dokladu ${number}` }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`faktura-${number}.pdf`)
    const text = await pdfText(await download.path())
    expect(text).toContain(`Faktura – daňový doklad č. ${number}`)
    expect(text).toContain('Barber na rohu s.r.o.')
    expect(text).toContain('Datum uskutečnění zdanitelného plnění')
    expect(text).toContain('Celkem k úhradě')
    expect(text).toContain('593,00 Kč')
    expect(text).toContain('QR Platba')

    const [isdoc] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: `Stáhnout ISDOC dokladu ${number}` }).click(),
    ])
    expect(isdoc.suggestedFilename()).toBe(`faktura-${number}.isdoc`)
    const xml = await readFile(await isdoc.path(), 'utf8')
    expect(xml).toContain(`<ID>${number}</ID>`)
    expect(xml).toContain('<PayableAmount>593.00</PayableAmount>')
    expect(consoleErrors).toEqual([])
  })
})
