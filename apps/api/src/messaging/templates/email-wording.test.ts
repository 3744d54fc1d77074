/** Issue 37, finding 21: the emails' Czech by count and by what changed. */
import { describe, expect, it } from 'vitest'
import { bookingConfirmationEmail } from './booking-confirmation'
import { customerRescheduleEmail } from './customer-reschedule'
import { reservationChangedEmail } from './reservation-changed'
import type { ReservationSummary } from './reservation-summary'

const summary: ReservationSummary = {
  branchName: 'Barber na Rohu',
  address: 'Vinohradská 1234/56, 120 00 Praha 2',
  services: ['Pánský střih'],
  workerName: 'Tomáš Novák',
  startsAt: new Date('2026-12-10T09:00:00Z'),
  endsAt: new Date('2026-12-10T09:45:00Z'),
  timeZone: 'Europe/Prague',
  priceCzk: 450,
}
const offer = { cancelOnline: true, changeOnline: true, phone: null }
const manageUrl = 'https://rezervo.cz/x'

describe('email wording (issue 37, finding 21)', () => {
  it('"Služba:" for one service, "Služby:" for more', () => {
    const one = bookingConfirmationEmail({
      locale: 'cs',
      summary,
      manageUrl,
      cancellableUntil: summary.startsAt,
      offer,
    })
    expect(one.text).toContain('\nSlužba: Pánský střih\n')
    const two = bookingConfirmationEmail({
      locale: 'cs',
      summary: { ...summary, services: ['Pánský střih', 'Úprava vousů'] },
      manageUrl,
      cancellableUntil: summary.startsAt,
      offer,
    })
    expect(two.text).toContain('\nSlužby: Pánský střih, Úprava vousů\n')
    const english = bookingConfirmationEmail({
      locale: 'en',
      summary,
      manageUrl,
      cancellableUntil: summary.startsAt,
      offer,
    })
    expect(english.text).toContain('\nService: Pánský střih\n')
  })

  it('a change of the worker alone is "the change", not "the new time"', () => {
    const workerOnly = reservationChangedEmail({
      locale: 'cs',
      summary,
      previous: { ...summary, workerName: 'Karel Malý' },
      manageUrl,
    })
    expect(workerOnly.text).toContain('Pokud vám změna nevyhovuje, ozvěte se prosím provozovně.')
    expect(workerOnly.text).not.toContain('nový termín nevyhovuje')
    const moved = reservationChangedEmail({
      locale: 'cs',
      summary,
      previous: {
        ...summary,
        startsAt: new Date('2026-12-09T09:00:00Z'),
        endsAt: new Date('2026-12-09T09:45:00Z'),
      },
      manageUrl,
    })
    expect(moved.text).toContain('Pokud vám nový termín nevyhovuje')
  })

  it("the customer's own move: its own subject and the old time", () => {
    const email = bookingConfirmationEmail({
      locale: 'cs',
      summary,
      manageUrl,
      cancellableUntil: summary.startsAt,
      offer,
      rescheduledFrom: new Date('2026-12-09T13:00:00Z'),
    })
    expect(email.subject).toBe('Rezervace přesunuta – Barber na Rohu')
    expect(email.text).toContain('Původní termín: středa 9. 12. 2026, 14:00–14:45')
  })

  it('the business is offered "Zobrazit rezervaci" for the one reservation a customer moved', () => {
    const email = customerRescheduleEmail({
      locale: 'cs',
      summary,
      previousStartsAt: new Date('2026-12-09T13:00:00Z'),
      customer: { name: 'Eva Dvořáková', email: 'eva@example.cz', phone: null, note: null },
      dashboardUrl: manageUrl,
    })
    expect(email.text).toContain('Zobrazit rezervaci: https://rezervo.cz/x')
  })
})
