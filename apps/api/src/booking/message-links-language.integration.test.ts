/**
 * Issue 37, finding 12: every link in a message carries the message's language (`?lang=`), so a booking made in
 * English gets its manage link, its calendar file's link and its SMS in English, and the business's email
 * about it opens the dashboard in the owner's language.
 */
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

const LINK = /https?:\/\/[^\s"<>)]+/g

describe("a message's links open the page in the message's language", () => {
  const t = useTestApp()

  it('an English booking: the customer’s links say lang=en, the business’s lang=cs', async () => {
    const fixture = await createBookingFixture(t.database, { phone: '+420731000111' })
    const body = bookingBody({
      item_ids: [fixture.items.cut],
      starts_at: '2026-11-25T09:00:00.000Z',
      locale: 'en',
    })
    const response = await postBooking(t.app, fixture.slug, body)
    expect(response.statusCode, response.body).toBe(201)
    const messages = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'))
    const customer = messages.find((message) => message.recipient === body.email)!
    const customerLinks = [
      ...`${customer.textBody}\n${customer.htmlBody}`.matchAll(LINK),
      ...customer.attachments.flatMap((file) => [...file.content.replace(/\r\n /g, '').matchAll(LINK)]),
    ].map(([link]) => link.replaceAll('&amp;', '&'))
    expect(customerLinks.length).toBeGreaterThan(0)
    for (const link of customerLinks) expect(new URL(link).searchParams.get('lang'), link).toBe('en')
    const business = messages.filter((message) => message.recipient !== body.email)
    expect(business.length).toBeGreaterThan(0)
    for (const message of business)
      for (const [link] of message.textBody.matchAll(LINK))
        expect(new URL(link).searchParams.get('lang'), link).toBe('cs')
  })
})
