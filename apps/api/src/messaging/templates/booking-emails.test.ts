import { describe, expect, it } from 'vitest'
import { bookingConfirmationEmail } from './booking-confirmation'
import { cancellationConfirmedEmail } from './cancellation-confirmed'
import { customerCancellationEmail } from './customer-cancellation'
import { newBookingEmail } from './new-booking'
import type { ReservationSummary } from './reservation-summary'

const summary: ReservationSummary = {
  branchName: 'Barber <na> Rohu',
  address: 'Vinohradská 1234/56, 120 00 Praha 2',
  services: ['Pánský střih', 'Úprava vousů'],
  workerName: 'Tomáš Novák',
  startsAt: new Date('2027-03-28T07:00:00Z'),
  endsAt: new Date('2027-03-28T08:15:00Z'),
  timeZone: 'Europe/Prague',
  priceCzk: 1250,
}
const CAN_CANCEL = { cancelOnline: true, changeOnline: true, phone: '731 000 111' }
/** 24 hours before the visit: over the spring clock change, 08:00 CET on Saturday for 09:00 CEST on Sunday. */
const DEADLINE = new Date('2027-03-27T07:00:00Z')
const customer = { name: 'Eva Dvořáková', email: 'eva@example.cz', phone: '+420777123456', note: null }

describe('booking emails', () => {
  it('greet the customer by first name, in Czech in the vocative', () => {
    const email = bookingConfirmationEmail({
      locale: 'cs',
      summary: { ...summary, customerFirstName: 'Hana' },
      manageUrl: 'https://rezervo.cz/x',
      cancellableUntil: DEADLINE,
      offer: CAN_CANCEL,
    })
    expect(email.text).toMatch(/^Dobrý den, Hano,\n/)
    expect(email.html).toContain('>Dobrý den, Hano,</p>')
  })

  it('booked after the cancellation deadline, offer no online cancellation but the branch to call', () => {
    const email = bookingConfirmationEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/x',
      cancellableUntil: DEADLINE,
      offer: { cancelOnline: false, changeOnline: false, phone: null },
    })
    expect(email.text).not.toContain('tj. do')
    expect(email.text).toContain('Zobrazit rezervaci: https://rezervo.cz/x')
    expect(email.text).toContain(
      'Online už rezervaci nelze zrušit ani přesunout. Změnu nebo zrušení prosím domluvte přímo s provozovnou.',
    )
  })

  it('confirm in Czech with the local time on the DST day, the price, the link and the deadline', () => {
    const email = bookingConfirmationEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/a/b/c/potvrzeni-rezervace?reservation=1&token=t',
      cancellableUntil: DEADLINE,
      offer: CAN_CANCEL,
    })
    expect(email.subject).toBe('Potvrzení rezervace – Barber <na> Rohu')
    expect(email.text).toContain('Kdy: neděle 28. 3. 2027, 09:00–10:15')
    expect(email.text).toContain('Cena: 1 250 Kč')
    expect(email.text).toContain(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem, tj. do soboty 27. 3. 8:00.',
    )
    expect(email.text).toContain(
      'Pozdější změnu nebo zrušení prosím domluvte s provozovnou na telefonu 731 000 111.',
    )
    expect(email.text).toContain('Zobrazit, přesunout nebo zrušit rezervaci: https://rezervo.cz/a/b/c/')
    expect(email.text).toContain('potvrzeni-rezervace?reservation=1&token=t')
    expect(email.html).toContain('Barber &lt;na&gt; Rohu')
    expect(email.html).not.toContain('<na>')
  })

  it('confirm in English', () => {
    const email = bookingConfirmationEmail({
      locale: 'en',
      summary,
      manageUrl: 'https://rezervo.cz/x',
      cancellableUntil: DEADLINE,
      offer: CAN_CANCEL,
    })
    expect(email.subject).toBe('Reservation confirmed – Barber <na> Rohu')
    expect(email.text).toContain('When: Sunday, 28 Mar 2027, 09:00–10:15')
    expect(email.text).toContain(
      'You can cancel or reschedule up to 24 hours before the start, that is until Saturday 27 March, 8:00.',
    )
    expect(email.text).toContain('Price: CZK 1,250')
  })

  it('tell the business of a new booking and of a customer’s cancellation, with the contact', () => {
    const created = newBookingEmail({
      locale: 'cs',
      summary,
      customer,
      dashboardUrl: 'https://rezervo.cz/dashboard/reservations',
    })
    expect(created.subject).toBe('Nová rezervace – Barber <na> Rohu')
    expect(created.text).toContain('Zákazník: Eva Dvořáková')
    expect(created.text).toContain('Telefon: +420777123456')
    expect(created.text).not.toContain('Poznámka')
    const cancelled = customerCancellationEmail({
      locale: 'en',
      summary,
      customer,
      dashboardUrl: 'https://rezervo.cz/d',
    })
    expect(cancelled.subject).toBe('Reservation cancelled – Barber <na> Rohu')
    expect(cancelled.text).toContain('Customer: Eva Dvořáková')
  })

  it('confirm a customer’s own cancellation in their language, with the way back to booking', () => {
    const bookingUrl = 'https://rezervo.cz/krasa-a-pece/barbershop/na-rohu/rezervace'
    const cs = cancellationConfirmedEmail({ locale: 'cs', summary, bookingUrl })
    expect(cs.subject).toBe('Rezervace zrušena – Barber <na> Rohu')
    expect(cs.text).toContain('vaši rezervaci jsme zrušili')
    expect(cs.text).toContain('Kdy: neděle 28. 3. 2027, 09:00–10:15')
    expect(cs.text).toContain(bookingUrl)
    const en = cancellationConfirmedEmail({ locale: 'en', summary, bookingUrl })
    expect(en.subject).toBe('Reservation cancelled – Barber <na> Rohu')
    expect(en.html).toContain('Choose another time')
    expect(en.html).not.toContain('<na>')
  })
})
