import type { Page } from 'playwright-core'

export interface NewOwner {
  firstName: string
  surname: string
  email: string
  phone: string
  password: string
}

let counter = 0

/** A fresh owner for one test; the email is unique across the test run. */
export function newOwner(overrides: Partial<NewOwner> = {}): NewOwner {
  counter += 1
  return {
    firstName: 'Jana',
    surname: 'Nováková',
    email: `jana.${Date.now()}.${counter}@example.cz`,
    phone: '+420 777 123 456',
    password: 'Kadernice1!',
    ...overrides,
  }
}

/** Fills and sends the Czech registration form. */
export async function registerThroughForm(page: Page, owner: NewOwner): Promise<void> {
  await page.goto('/register')
  await page.getByLabel('Jméno').fill(owner.firstName)
  await page.getByLabel('Příjmení').fill(owner.surname)
  await page.getByLabel('E-mail').fill(owner.email)
  await page.getByLabel('Telefon').fill(owner.phone)
  await page.getByLabel(/^Heslo/).fill(owner.password)
  await page.getByLabel('Potvrzení hesla').fill(owner.password)
  await page.getByRole('button', { name: 'Vytvořit účet' }).click()
}

/** Fills and sends the Czech sign-in form. */
export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel(/^Heslo/).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 })
}
