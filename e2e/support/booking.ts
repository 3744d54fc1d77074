import type { Locator, Page } from 'playwright-core'

/** The booking flow's screens (decision 044), as the customer reads them. */
export const BOOKING_HEADINGS = {
  services: 'Vyberte služby',
  when: 'Vyberte den a čas',
  contact: 'Vaše údaje',
} as const

/** The bookable days of the day-and-time screen (the day buttons carry the full date as their name). */
export const bookingDays = (page: Page | Locator) =>
  page.locator('section[aria-labelledby="step-heading"] li button[aria-label]:enabled')

/** The free times of the day the day-and-time screen shows. */
export const bookingTimes = (page: Page | Locator) =>
  page.locator('section[aria-labelledby="times-heading"] li button')

/** Picks the `index`-th bookable day and waits until its times are listed. */
export async function pickBookingDay(page: Page, index: number): Promise<void> {
  const day = bookingDays(page).nth(index)
  const name = (await day.getAttribute('aria-label')) ?? ''
  await day.click()
  await page.getByRole('button', { name, pressed: true }).waitFor()
  await page.locator('#times-heading').waitFor()
}
