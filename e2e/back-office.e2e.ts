import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { horizontalOverflow, seriousAxeViolations } from './support/accessibility'
import { expectHeading, newOwner, registerThroughForm } from './support/accounts'
import { useBrowser } from './support/browser'
import { waitForMailLink } from './support/mailbox'

/** A real 1×1 PNG. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

async function expectSuccess(page: Page, text: string): Promise<void> {
  await page
    .locator('[data-testid="notification"][data-tone="success"]', { hasText: text })
    .first()
    .waitFor({ timeout: 15_000 })
}

describe('back office: a new owner sets up a company from nothing', () => {
  const browser = useBrowser()

  it('creates company, branch with hours, category, two items, a worker and a customer', async () => {
    const { page, context, screenshot, consoleErrors } = await browser.newPage()
    const owner = newOwner()
    await registerThroughForm(page, owner)
    await page.waitForURL('**/verification-email-sent')
    await page.goto(await waitForMailLink(page.request, owner.email, '/verify-email'))
    await expectHeading(page, 'E-mail je ověřený')

    // No company yet: the dashboard offers to create the first one.
    await page.goto('/dashboard/branches')
    await expectHeading(page, 'Pobočky')
    await page.getByRole('main').getByRole('link', { name: 'Založit první firmu' }).click()
    await expectHeading(page, 'Nová firma')
    await page.getByLabel(/^Název/).fill('Střihárna Test s.r.o.')
    await page.getByLabel('IČO').fill('1234')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    expect(await page.getByLabel('IČO').getAttribute('aria-invalid')).toBe('true')
    await page.getByLabel('IČO').fill('25596641')
    await page.getByLabel('DIČ').fill('CZ25596641')
    await page.getByLabel('Ulice').fill('Korunní')
    await page.getByLabel('Číslo popisné').fill('12')
    // Junk is refused by the spec's "valid city" rule before the server is asked.
    await page.getByLabel('Město').fill('12345')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await page.getByText('Zadejte platné město.').waitFor()
    await page.getByLabel('Město').fill('Praha')
    await page.getByLabel('PSČ').fill('12000')
    await page.getByLabel('Fakturační jméno').fill('Střihárna Test s.r.o.')
    await screenshot('back-office-company-form')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await expectSuccess(page, 'Záznam byl vytvořen.')
    await page.waitForURL('**/dashboard/branches')
    expect(await page.getByLabel('Aktuální firma').inputValue()).not.toBe('')

    // A branch with opening hours: weekdays 9–17 by default, Saturday added.
    const branchName = `Barber Test ${Date.now()}`
    await page.getByRole('link', { name: 'Nová pobočka' }).click()
    await expectHeading(page, 'Nová pobočka')
    await page.getByLabel(/^Název/).fill(branchName)
    expect(await page.getByLabel('Adresa stránky (slug)').inputValue()).toMatch(/^barber-test-\d+$/)
    await page.getByLabel('Kategorie ve veřejném katalogu').selectOption({ label: 'Barbershop' })
    await page.getByLabel('Město').fill('Praha')
    await page.getByRole('button', { name: 'Přidat interval – Sobota' }).click()
    // Typed on a phone's numeric keypad, which has no colon: 1300 is 13:00.
    await page.getByLabel('Sobota Do').fill('1300')
    await page.getByLabel('Sobota Do').blur()
    expect(await page.getByLabel('Sobota Do').inputValue()).toBe('13:00')
    expect(await page.getByLabel('Sobota Do').getAttribute('inputmode')).toBe('numeric')
    await page.getByRole('button', { name: 'Přidat interval – Pondělí' }).click()
    await page.getByLabel('Pondělí Od 2').fill('16:00')
    // Two photos for the branch page's carousel at once, then the second moved to the front.
    await page.getByTestId('gallery-input').setInputFiles([
      { name: 'salon.png', mimeType: 'image/png', buffer: onePixelPng },
      { name: 'kreslo.png', mimeType: 'image/png', buffer: onePixelPng },
    ])
    await page.getByRole('img', { name: 'Fotka 2 z 2' }).waitFor()
    const galleryOrder = () =>
      page
        .getByRole('group', { name: 'Galerie fotek' })
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')))
    const uploadedOrder = await galleryOrder()
    await page.getByRole('button', { name: 'Posunout dopředu – Fotka 2 z 2' }).click()
    expect(await galleryOrder()).toEqual([uploadedOrder[1], uploadedOrder[0]])
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    // The shared schema catches the overlapping Monday before the server is asked.
    expect(await page.getByLabel('Pondělí Od 2').getAttribute('aria-invalid')).toBe('true')
    await page.getByRole('button', { name: 'Odebrat interval Pondělí 2' }).click()
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await expectSuccess(page, 'Záznam byl vytvořen.')
    await page.waitForURL(/\/dashboard\/branches\/\d+$/)
    await expectHeading(page, branchName)
    expect(await page.getByLabel('Sobota Do').inputValue()).toBe('13:00')
    const publicPath = await page.getByRole('link', { name: 'Veřejná stránka' }).getAttribute('href')
    expect(publicPath).toMatch(/^\/krasa-a-pece\/barbershop\/barber-test-\d+$/)
    await screenshot('back-office-branch-form')

    // The overview says what the branch still lacks before it can take an online booking.
    await page.goto('/dashboard')
    await expectHeading(page, 'Přehled')
    await page.getByRole('heading', { name: 'Připravte online rezervace' }).waitFor()
    await page.getByText('Hotovo 2 ze 6').waitFor()
    await page.getByRole('link', { name: 'Přidejte službu, kterou si lze rezervovat online' }).waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot('overview-setup-checklist')

    // A service category and two services.
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Služby' })
      .click()
    await expectHeading(page, 'Služby')
    await page.getByLabel('Nová kategorie').fill('Vlasy')
    await page.getByRole('button', { name: 'Přidat' }).click()
    await expectSuccess(page, 'Záznam byl vytvořen.')
    for (const [name, duration, unit, price] of [
      ['Pánský střih', '45', 'minut', '450'],
      // A Czech decimal comma: half an hour, not 5 hours.
      ['Úprava vousů', '0,5', 'hodin', '250'],
    ] as const) {
      await page.getByRole('link', { name: 'Nová služba' }).click()
      await expectHeading(page, 'Nová služba')
      await page.getByLabel(/^Název/).fill(name)
      await page.getByLabel('Délka').fill(duration)
      await page.getByLabel('Jednotka').selectOption({ label: unit })
      await page.getByLabel('Cena (Kč)').fill(price)
      await page.getByLabel('Kategorie', { exact: true }).selectOption({ label: 'Vlasy' })
      await page.getByRole('button', { name: 'Vytvořit' }).click()
      await expectSuccess(page, 'Záznam byl vytvořen.')
      await page.waitForURL(/\/dashboard\/services\/\d+$/)
      await page.getByRole('link', { name: /Zpět na seznam/ }).click()
      await expectHeading(page, 'Služby')
    }
    // Listed as every length in the back office (formatDuration): half an hour, not 5 hours.
    await page.getByText('30 min · 250 Kč').waitFor()
    await page.getByText('Počet služeb: 2').waitFor()
    // No worker performs them yet, so the branch page would not offer them: the list says so and leads to them.
    const services = page.getByRole('list', { name: 'Služby' })
    expect(await services.getByText('Tuto službu zatím nikdo neposkytuje').count()).toBe(2)
    await services.getByRole('link', { name: /Pánský střih/ }).click()
    // The service's form, once the list has gone, says it too and offers the way to a worker.
    await page.getByRole('link', { name: 'Přidat pracovníka' }).waitFor()
    await services.waitFor({ state: 'detached' })
    await page.getByText('Tuto službu zatím nikdo neposkytuje').waitFor()
    await screenshot('back-office-service-nobody-performs')
    await page.getByRole('link', { name: /Zpět na seznam/ }).click()
    await expectHeading(page, 'Služby')
    // Delete with a confirmation dialog.
    await page.getByLabel('Nová kategorie').fill('Zrušená')
    await page.getByRole('button', { name: 'Přidat' }).click()
    await page.getByRole('textbox', { name: 'Název' }).nth(1).waitFor()
    await page.getByRole('button', { name: 'Smazat' }).nth(1).click()
    const dialog = page.getByRole('alertdialog', { name: 'Opravdu smazat?' })
    await dialog.getByText('Smazání „Zrušená“ nelze vrátit zpět.').waitFor()
    await screenshot('back-office-confirm-delete')
    await dialog.getByRole('button', { name: 'Smazat' }).click()
    await expectSuccess(page, 'Záznam byl smazán.')
    await page.getByRole('textbox', { name: 'Název' }).nth(1).waitFor({ state: 'detached' })
    await screenshot('back-office-services')

    // The rest on a phone-width screen.
    await page.setViewportSize({ width: 360, height: 780 })
    await page.goto('/dashboard/workers/new')
    await expectHeading(page, 'Nový pracovník')
    await page.getByLabel('Jméno').fill('Petr Holič')
    await page.getByLabel('Pozice').fill('Barber, Senior barber')
    await page.getByLabel(branchName).check()
    // The worker's hours start from the branch's opening hours (Saturday until 13:00), not closed or 09–17.
    await page.getByLabel('Sobota Do').waitFor()
    expect(await page.getByLabel('Sobota Do').inputValue()).toBe('13:00')
    expect(await page.getByLabel('Úterý Od').inputValue()).toBe('09:00')
    await page.getByRole('button', { name: 'Kopírovat pondělí do všedních dnů' }).waitFor()
    await page.getByLabel('Pánský střih').check()
    await page.getByLabel('Úprava vousů').check()
    // A photo from the phone's gallery: a text file is refused in the browser, a PNG is uploaded at once.
    const photoInput = page.locator('input[type="file"]')
    await photoInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    })
    await page.getByText('Soubor musí být obrázek JPEG, PNG nebo WebP.').waitFor()
    // A 12-megapixel camera photo over the 5 MB limit is made smaller in the browser and goes through.
    const cameraPhoto = await cameraSizedJpeg(page)
    expect(cameraPhoto.length).toBeGreaterThan(5 * 1024 * 1024)
    await photoInput.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto })
    const currentPhoto = page.getByRole('img', { name: 'Současná fotka' })
    await currentPhoto.waitFor()
    const uploaded = await page.request.get((await currentPhoto.getAttribute('src')) ?? '')
    expect(uploaded.headers()['content-type']).toBe('image/jpeg')
    expect((await uploaded.body()).length).toBeLessThan(cameraPhoto.length / 4)
    expect(
      await currentPhoto.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
    ).toEqual([1600, 1200])
    // A small picture goes up as it is.
    await photoInput.setInputFiles({ name: 'petr.png', mimeType: 'image/png', buffer: onePixelPng })
    await page.locator('img[alt="Současná fotka"][src$=".png"]').waitFor()
    await page.getByRole('button', { name: 'Změnit fotku' }).waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('back-office-worker-form-360')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await expectSuccess(page, 'Záznam byl vytvořen.')
    await page.waitForURL(/\/dashboard\/workers\/\d+$/)
    expect(await page.getByLabel('Úterý Od').inputValue()).toBe('09:00')
    expect(await page.getByLabel('Sobota Do').inputValue()).toBe('13:00')
    // A vacation typed on the phone's keypad: 8 and 1730 are 08:00 and 17:30.
    await page.getByLabel('Od', { exact: true }).fill('2026-12-24')
    await page.getByLabel('Od – čas').fill('8')
    await page.getByLabel('Do', { exact: true }).fill('2026-12-31')
    await page.getByLabel('Do – čas').fill('1730')
    expect(await page.getByLabel('Do – čas').getAttribute('inputmode')).toBe('numeric')
    await page.getByRole('button', { name: 'Přidat výjimku' }).click()
    const vacation = page.getByRole('listitem').filter({ hasText: 'Dovolená' })
    await vacation.waitFor()
    expect(await vacation.textContent()).toMatch(/24\. 12\. 2026,? 0?8:00 – 31\. 12\. 2026,? 17:30/)
    await page.goto('/dashboard/services')
    await page.getByText('Počet služeb: 2').waitFor()
    expect(await page.getByText('Tuto službu zatím nikdo neposkytuje').count()).toBe(0)

    await page.goto('/dashboard/customers/new')
    await expectHeading(page, 'Nový zákazník')
    await page.getByLabel(/^Jméno/).fill('Tereza')
    await page.getByLabel('Příjmení').fill('Šťastná')
    await page.getByLabel('E-mail').fill('tereza.stastna@example.cz')
    await page.getByLabel('Telefon').fill('777 123 456')
    await page.getByRole('button', { name: 'Vytvořit' }).click()
    await expectSuccess(page, 'Záznam byl vytvořen.')
    await page.waitForURL(/\/dashboard\/customers\/\d+$/)
    expect(await page.getByLabel('Telefon').inputValue()).toBe('+420777123456')
    await page.getByRole('link', { name: /Zpět na seznam/ }).click()
    await page.getByLabel('Hledat jméno, e-mail nebo telefon').fill('stastna')
    await page.getByRole('link', { name: /Tereza Šťastná/ }).waitFor()
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('back-office-customers-360')

    await page.goto('/dashboard/settings')
    await expectHeading(page, 'Nastavení')
    expect(await page.getByLabel('Příjmení').inputValue()).toBe(owner.surname)
    expect(await horizontalOverflow(page)).toBe(0)
    await screenshot('back-office-settings-360')

    // Everything is in place: the checklist has only the link left to share, and it can be copied.
    await page.setViewportSize({ width: 1280, height: 800 })
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/dashboard')
    await page.getByRole('heading', { name: 'Rezervační stránka' }).waitFor({ timeout: 15_000 })
    await page.getByText('Hotovo 5 ze 6').waitFor()
    const bookingPage = page.getByRole('region', { name: 'Rezervační stránka' })
    const bookingUrl = await bookingPage.getByLabel('Adresa rezervační stránky').inputValue()
    expect(new URL(bookingUrl).pathname).toBe(publicPath)
    await bookingPage.getByRole('button', { name: 'Kopírovat odkaz' }).click()
    await expectSuccess(page, 'Odkaz je zkopírovaný.')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(bookingUrl)

    // The public branch page shows the branch and its services.
    await page.goto(publicPath ?? '/')
    await expectHeading(page, branchName)
    await page.getByText('Pánský střih').first().waitFor()
    await page.getByText('Úprava vousů').first().waitFor()
    // The carousel, served with the page and no script, shows the photos in the chosen order.
    expect(
      await page
        .getByTestId('branch-gallery')
        .getByRole('img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
    ).toEqual([uploadedOrder[1], uploadedOrder[0]])
    // The worker's uploaded photo is on the public page, served from /media/.
    const photoSrc = await page
      .getByRole('listitem')
      .filter({ hasText: 'Petr Holič' })
      .locator('img')
      .getAttribute('src')
    expect(photoSrc).toMatch(/^\/media\/\d+-[0-9a-f]{16}\.png$/)
    expect((await page.request.get(photoSrc ?? '')).headers()['content-type']).toBe('image/png')
    await screenshot('back-office-public-branch')
    expect(consoleErrors.filter((error) => !error.includes('422'))).toEqual([])
  })
})

/** A 4032×3024 JPEG of noise, as large as a phone camera's, drawn by the browser itself. */
async function cameraSizedJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 4032
    canvas.height = 3024
    const context = canvas.getContext('2d')
    if (!context) throw new Error('no 2d context')
    const noise = context.createImageData(canvas.width, canvas.height)
    for (let i = 0; i < noise.data.length; i++) noise.data[i] = i % 4 === 3 ? 255 : (Math.random() * 256) | 0
    context.putImageData(noise, 0, 0)
    return canvas.toDataURL('image/jpeg', 0.95)
  })
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64')
}
