import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { signUp } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { partOfType } from '../testing/mime'
import { type SmtpSink, startSmtpSink } from '../testing/smtp-sink'
import { useTestApp } from '../testing/test-app'
import { queueEmail } from './queue-email'

// The poll loop is slow here: each test wakes the worker the way the app does, or runs a pass itself.
const WORKER_ENV = { OUTBOX_WORKER: 'true', OUTBOX_POLL_INTERVAL_MS: '3600000' }

describe('email delivery over SMTP', () => {
  let sink: SmtpSink
  const env: Record<string, string> = { ...WORKER_ENV }
  beforeAll(async () => {
    sink = await startSmtpSink()
    env.SMTP_URL = sink.url
  })
  afterAll(() => sink.close())
  const t = useTestApp({ env })

  it('sends the queued email after the request, tagged with its outbox id, and marks it sent', async () => {
    const { email } = await signUp(t.app)
    await t.app.mailDelivery.idle()
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    expect(row).toMatchObject({ state: 'sent', tries: 1, lastError: null, lockedUntil: null })
    expect(row?.sentAt).toEqual(t.clock.now())
    const mails = sink.received.filter((message) => message.to.includes(email))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(mail.outboxId).toBe(row!.id)
    expect(mail.raw).toContain('Subject: Verify your email address')
    expect(mail.raw).toContain('From: Rezervo <no-reply@rezervo.local>')
    expect(mail.raw).toMatch(new RegExp(`^To: ${email}`, 'm'))
    expect(partOfType(mail.raw, 'text/plain')?.body).toContain('/verify-email?')
    expect(partOfType(mail.raw, 'text/html')?.body).toContain('<html lang="en">')
  })

  it('sends the booking confirmation with its ICS event, and the new booking to the branch', async () => {
    const fixture = await createBookingFixture(t.database)
    const response = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.cut],
        starts_at: '2026-11-24T09:00:00.000Z',
        email: 'ics@example.cz',
      }),
      { locale: 'cs' },
    )
    expect(response.statusCode, response.body).toBe(201)
    await t.app.mailDelivery.idle()
    const confirmation = sink.received.find((message) => message.to.includes('ics@example.cz'))!
    expect(confirmation.raw).toMatch(/^Subject: =\?UTF-8\?.*\?=|^Subject: Potvrzen/m)
    expect(partOfType(confirmation.raw, 'text/plain')?.body).toContain('vaše rezervace je potvrzena')
    const ics = partOfType(confirmation.raw, 'text/calendar')!
    expect(ics.headers).toMatch(/filename="?[\w-]+\.ics"?/)
    // iMIP readers (Gmail, Outlook) act on the method parameter of the MIME type.
    expect(ics.headers).toMatch(/^Content-Type: text\/calendar;.*method=REQUEST/im)
    expect(ics.body).toContain('BEGIN:VCALENDAR')
    expect(ics.body).toContain('DTSTART:20261124T090000Z')
    const business = sink.received.find((message) => message.to.includes('pobocka@example.cz'))
    expect(business).toBeDefined()
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.companyId, fixture.companyId))
    expect(rows.map((row) => [row.kind, row.state]).sort()).toEqual([
      ['booking-confirmation', 'sent'],
      ['booking-new-for-business', 'sent'],
    ])
  })

  it('sends an email queued by any feature, with its attachments, when woken after the commit', async () => {
    await queueEmail(t.database.db, {
      kind: 'test',
      to: 'attachment@example.cz',
      subject: 'With a file',
      text: 'See the attachment.',
      html: '<p>See the attachment.</p>',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    })
    t.app.mailDelivery.deliverSoon()
    await t.app.mailDelivery.idle()
    const mail = sink.received.find((message) => message.to.includes('attachment@example.cz'))
    expect(mail?.raw).toContain('filename=event.ics')
    expect(partOfType(mail!.raw, 'text/calendar')?.body).toBe('BEGIN:VCALENDAR')
  })
})

describe('email delivery with an unreachable SMTP server', () => {
  const t = useTestApp({ env: { ...WORKER_ENV, SMTP_URL: 'smtp://127.0.0.1:1' } })

  it('still answers the request, and schedules a retry with the failure on the outbox row', async () => {
    const { email } = await signUp(t.app)
    await t.app.mailDelivery.idle()
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    expect(row).toMatchObject({ state: 'queued', tries: 1 })
    expect(row?.lastError).toMatch(/ECONNREFUSED|connect/i)
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime())
  })
})

describe('email delivery without SMTP_URL', () => {
  const t = useTestApp({ env: WORKER_ENV })

  it('delivers to the database mailbox: marked sent and still shown at /api/dev/mailbox', async () => {
    const { email } = await signUp(t.app)
    await t.app.mailDelivery.idle()
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    expect(row).toMatchObject({ state: 'sent', tries: 1 })
    const { messages } = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json()
    expect(messages[0]).toMatchObject({ to: email, text: expect.stringContaining('/verify-email?') })
  })
})
