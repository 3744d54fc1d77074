import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companyMembers, outboxMessages } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { call, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { defaultNotificationSettings, saveNotificationSettings } from './settings-repository'

const validSettings = (overrides: Record<string, unknown> = {}) => ({
  booking_confirmation_email: false,
  reminder_email: true,
  reminder_sms: true,
  reminder_offset_minutes: 120,
  business_cancellation_email: true,
  cancellation_sms: true,
  reservation_change_email: false,
  reservation_change_sms: true,
  new_booking_to_business: false,
  customer_cancellation_to_business: true,
  cancellation_sms_text: 'Zrušeno: {date} {time}, {branch}. {reason}',
  reminder_sms_text: '',
  sms_strip_diacritics: false,
  ...overrides,
})

describe('notification settings API', () => {
  const t = useTestApp()
  let owner: Owner
  let stranger: Owner
  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database, 'Nastavení s.r.o.')
    stranger = await signUpOwner(t.app, t.database, 'Cizí s.r.o.')
  })
  const url = () => `${owner.base}/notification-settings`

  it('answers the defaults before anything was saved, with the built-in texts and the placeholders', async () => {
    const { data } = await expectStatus(owner.session, 'GET', url(), 200)
    expect(data).toMatchObject({
      booking_confirmation_email: true,
      reminder_email: true,
      reminder_sms: false,
      reminder_offset_minutes: 1440,
      cancellation_sms: true,
      reservation_change_email: true,
      reservation_change_sms: false,
      new_booking_to_business: true,
      cancellation_sms_text: null,
      reminder_sms_text: null,
      sms_strip_diacritics: true,
      placeholders: ['customer_name', 'date', 'time', 'branch', 'service', 'link', 'phone', 'reason'],
    })
    expect(data.defaults.reminder_sms_text.cs).toContain('{time}')
  })

  it('saves the settings and answers them as stored', async () => {
    const { data } = await expectStatus(owner.session, 'PUT', url(), 200, validSettings())
    expect(data).toMatchObject({ ...validSettings(), reminder_sms_text: null })
    const again = await expectStatus(owner.session, 'GET', url(), 200)
    expect(again.data).toEqual(data)
  })

  it('gives reception the cancel and change defaults the calendar’s forms start from, not the settings', async () => {
    const company = await signUpOwner(t.app, t.database, 'Recepce s.r.o.')
    const reception = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: company.companyId, userId: reception.id, role: 'reception' })
    const defaults = `${company.base}/notification-settings/reservation-defaults`
    // Before anything is saved: cancellations by email and SMS, changes by email.
    expect((await expectStatus(reception.session, 'GET', defaults, 200)).data).toEqual({
      cancellation_email: true,
      cancellation_sms: true,
      change_email: true,
      change_sms: false,
    })
    await expectStatus(
      company.session,
      'PUT',
      `${company.base}/notification-settings`,
      200,
      validSettings({ cancellation_sms: false }),
    )
    expect((await expectStatus(reception.session, 'GET', defaults, 200)).data).toEqual({
      cancellation_email: true,
      cancellation_sms: false,
      change_email: false,
      change_sms: true,
    })
    // The settings themselves stay management's (decision 037).
    await expectStatus(reception.session, 'GET', `${company.base}/notification-settings`, 404)
  })

  it('answers 422 with the fields that are wrong', async () => {
    const response = await call(
      owner.session,
      'PUT',
      url(),
      validSettings({
        reminder_offset_minutes: 0,
        reminder_sms_text: 'Ahoj {jmeno}',
        cancellation_sms: 'ano',
      }),
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual([
      'cancellation_sms',
      'reminder_offset_minutes',
      'reminder_sms_text',
    ])
  })

  it("answers 404 to another company's user, for reading and writing", async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const response = await call(
        stranger.session,
        method,
        url(),
        method === 'PUT' ? validSettings() : undefined,
      )
      expect(response.statusCode).toBe(404)
    }
    const preview = await call(stranger.session, 'POST', `${url()}/sms-preview`, { text: 'x' })
    expect(preview.statusCode).toBe(404)
  })

  it('previews an SMS text with sample values, its encoding and its parts', async () => {
    const czech = await expectStatus(owner.session, 'POST', `${url()}/sms-preview`, 200, {
      text: 'Dobrý den {customer_name}, zítra v {time} – {branch}. {neznamy}',
    })
    expect(czech.data).toEqual({
      text: 'Dobrý den Jana Nováková, zítra v 9:30 – Barber Na Rohu. {neznamy}',
      encoding: 'UCS-2',
      characters: 65,
      segments: 1,
      per_segment: 70,
      unknown_placeholders: ['neznamy'],
    })
    const stripped = await expectStatus(owner.session, 'POST', `${url()}/sms-preview`, 200, {
      text: 'Dobrý den {customer_name}, zítra v {time} – {branch}.',
      strip_diacritics: true,
    })
    expect(stripped.data).toMatchObject({
      text: 'Dobry den Jana Novakova, zitra v 9:30 - Barber Na Rohu.',
      encoding: 'GSM-7',
      segments: 1,
      per_segment: 160,
    })
    const long = await expectStatus(owner.session, 'POST', `${url()}/sms-preview`, 200, {
      text: 'ř'.repeat(71),
    })
    expect(long.data).toMatchObject({ encoding: 'UCS-2', segments: 2, per_segment: 67 })
    const missing = await call(owner.session, 'POST', `${url()}/sms-preview`, {})
    expect(missing.statusCode).toBe(422)
  })
})

describe('the send sites follow the settings', () => {
  const t = useTestApp()

  const kindsOf = async (companyId: number) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.companyId, companyId)))
      .map((row) => row.kind)
      .sort()

  it('sends no confirmation and no new-booking email when they are off', async () => {
    const fixture = await createBookingFixture(t.database)
    await saveNotificationSettings(
      t.database.db,
      {
        ...defaultNotificationSettings(fixture.companyId),
        bookingConfirmationEmail: false,
        newBookingToBusiness: false,
      },
      t.clock.now(),
    )
    const response = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T09:00:00.000Z' }),
    )
    expect(response.statusCode, response.body).toBe(201)
    expect(await kindsOf(fixture.companyId)).toEqual([])
    // The confirmation page must not say "we emailed you": the answer and the page's own read both say no.
    const { id, cancel_token: token, confirmation_emailed } = response.json().reservation
    expect(confirmation_emailed).toBe(false)
    const page = await t.app.inject({ url: `/api/v1/public/reservations/${id}?token=${token}` })
    expect(page.json().reservation.confirmation_emailed).toBe(false)
  })

  it('tells the confirmation page that the confirmation was emailed when it was', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T09:00:00.000Z' })
    const response = await postBooking(t.app, fixture.slug, body)
    const { id, cancel_token: token, confirmation_emailed } = response.json().reservation
    expect(confirmation_emailed).toBe(true)
    const page = await t.app.inject({ url: `/api/v1/public/reservations/${id}?token=${token}` })
    expect(page.json().reservation.confirmation_emailed).toBe(true)
  })

  it('sends both by default, and only the business email when the confirmation alone is off', async () => {
    const fixture = await createBookingFixture(t.database)
    const body = () => bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T09:00:00.000Z' })
    expect((await postBooking(t.app, fixture.slug, body())).statusCode).toBe(201)
    expect(await kindsOf(fixture.companyId)).toEqual(['booking-confirmation', 'booking-new-for-business'])

    await saveNotificationSettings(
      t.database.db,
      { ...defaultNotificationSettings(fixture.companyId), bookingConfirmationEmail: false },
      t.clock.now(),
    )
    const later = bookingBody({ item_ids: [fixture.items.cut], starts_at: '2026-11-24T12:00:00.000Z' })
    expect((await postBooking(t.app, fixture.slug, later)).statusCode).toBe(201)
    const rows = await t.database.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.companyId, fixture.companyId), eq(outboxMessages.recipient, later.email)))
    expect(rows).toEqual([])
    expect(await kindsOf(fixture.companyId)).toEqual([
      'booking-confirmation',
      'booking-new-for-business',
      'booking-new-for-business',
    ])
  })
})
