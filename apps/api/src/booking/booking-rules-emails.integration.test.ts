/**
 * Decision 031: the confirmation email states the branch's deadline for cancelling and moving with the moment it
 * ends for this reservation, and a booking made inside the deadline is told instead that nothing can be changed
 * online any more, with the branch's phone (customerOffer: never a deadline already past).
 */
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague; the branch's deadline is 24 hours, its phone +420 731 000 111.
describe('the confirmation email states the booking rules of the reservation', () => {
  const t = useTestApp()

  async function confirmationOf(startsAt: string, locale = 'cs') {
    const fixture = await createBookingFixture(t.database, { phone: '+420731000111' })
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: startsAt, locale })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode, response.body).toBe(201)
    const [email] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, 'booking-confirmation'), eq(outboxMessages.recipient, body.email)))
    return email!.textBody
  }

  it('booked ahead: the rule and its concrete end, on the branch clock, with the Czech weekday after "do"', async () => {
    // Wednesday 10:00 in Prague: the deadline is Tuesday 10:00.
    const text = await confirmationOf('2026-11-25T09:00:00.000Z')
    expect(text).toContain(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem, tj. do úterý 24. 11. 10:00.',
    )
    expect(text).toContain('Pozdější změnu nebo zrušení prosím domluvte přímo s provozovnou.')
    expect(text).toContain('Zobrazit, přesunout nebo zrušit rezervaci: http')
    const english = await confirmationOf('2026-11-26T09:00:00.000Z', 'en')
    expect(english).toContain(
      'You can cancel or reschedule up to 24 hours before the start, that is until Wednesday 25 November, 10:00.',
    )
  })

  it('booked inside the deadline: no passed deadline, online changes are over, the branch’s phone instead', async () => {
    // Monday 15:00 in Prague, six hours ahead: the 24-hour deadline passed before the booking was made.
    const text = await confirmationOf('2026-11-23T14:00:00.000Z')
    expect(text).not.toContain('tj. do')
    expect(text).not.toContain('přesunout nebo zrušit rezervaci:')
    expect(text).toContain(
      'Online už rezervaci nelze zrušit ani přesunout. Změnu nebo zrušení prosím domluvte s provozovnou na telefonu +420 731 000 111.',
    )
    expect(text).toContain('Zobrazit rezervaci: http')
  })
})
