import { CHANGE_NOTICE_DELAY_MS } from '@rezervo/shared'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companyMembers, customers, notificationSettings, outboxMessages, reservations } from '../db/schema'
import { databaseMailboxTransport, developmentSmsOutbox } from '../messaging/development-channels'
import { createOutboxWorker } from '../messaging/outbox-worker'
import { queueDueReminders } from '../messaging/reminders/reminder-job'
import { findReservationDetails } from '../reservations'
import { signUpVerified } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { type BookingFixture, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import type { HttpSession } from '../testing/http-session'
import { HttpSession as Session } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague. Tuesday 10:00, 11:00 and 12:00 in Prague are 09, 10 and 11 Z.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const TUESDAY_11 = '2026-11-24T10:00:00.000Z'
const TUESDAY_12 = '2026-11-24T11:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'
// Thursday 13:00 and 14:00 in Prague; Alice and Bob both work then.
const THURSDAY_13 = '2026-11-26T12:00:00.000Z'
const THURSDAY_14 = '2026-11-26T13:00:00.000Z'

/**
 * Issue 17: Alena books with her email and the family phone; Bára books with her own email and the same phone.
 * Each is her own customer, and every message about a reservation goes to that reservation's customer, in
 * her language, whatever the form said and whoever shares the phone.
 */
describe('the Alena/Bára story: one phone, two customers', () => {
  const t = useTestApp()
  let fixture: BookingFixture
  let owner: HttpSession
  const ids = { alena: 0, bara: 0, alenaVisit: 0, baraVisit: 0, baraSecondVisit: 0 }

  const customerRow = async (id: number) =>
    (await t.database.db.select().from(customers).where(eq(customers.id, id)))[0]!
  const messagesTo = (recipient: string) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(asc(outboxMessages.id))
  const kindsTo = async (recipient: string) => (await messagesTo(recipient)).map((message) => message.kind)

  async function book(body: Record<string, unknown>, locale = 'cs') {
    const response = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], ...body }),
      {
        locale,
      },
    )
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().reservation.id as number
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    const { reservation } = response.json()
    return {
      id,
      customerId: row!.customerId,
      token: reservation.cancel_token as string,
      customerName: `${reservation.customer.first_name} ${reservation.customer.surname}`,
    }
  }

  beforeAll(async () => {
    fixture = await createBookingFixture(t.database)
    const user = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: user.id, role: 'owner' })
    owner = user.session

    const alena = await book({
      first_name: 'Alena',
      surname: 'Nováková',
      email: 'alena@example.cz',
      phone: '+420 731 000 111',
      starts_at: TUESDAY_10,
      locale: 'cs',
    })
    const bara = await book(
      {
        first_name: 'Bára',
        surname: 'Nováková',
        email: 'bara@example.cz',
        phone: '731 000 111',
        starts_at: TUESDAY_11,
        locale: 'en',
      },
      'en',
    )
    ids.alena = alena.customerId
    ids.alenaVisit = alena.id
    ids.bara = bara.customerId
    ids.baraVisit = bara.id
  })

  it('files Bára’s booking under a new customer of her own, with the same phone in E.164', async () => {
    expect(ids.bara).not.toBe(ids.alena)
    expect(await customerRow(ids.alena)).toMatchObject({
      firstName: 'Alena',
      email: 'alena@example.cz',
      phone: '+420731000111',
      locale: 'cs',
    })
    expect(await customerRow(ids.bara)).toMatchObject({
      firstName: 'Bára',
      email: 'bara@example.cz',
      phone: '+420731000111',
      locale: 'en',
    })
    // The owner's calendar shows Bára on Bára's visit.
    const visit = await owner.get(`/api/v1/companies/${fixture.companyId}/reservations/${ids.baraVisit}`)
    expect(visit.statusCode, visit.body).toBe(200)
    expect(visit.json().data.customer).toMatchObject({
      id: ids.bara,
      first_name: 'Bára',
      email: 'bara@example.cz',
    })
  })

  it('sends each confirmation to its own customer, in her language', async () => {
    const [toBara] = await messagesTo('bara@example.cz')
    expect(toBara).toMatchObject({ kind: 'booking-confirmation' })
    expect(toBara!.subject).toMatch(/^Reservation confirmed – /)
    expect(await kindsTo('alena@example.cz')).toEqual(['booking-confirmation'])
    expect((await messagesTo('alena@example.cz'))[0]!.subject).toMatch(/^Potvrzení rezervace – /)
  })

  it('sends the cancellation of Bára’s visit by the business to Bára, in English, and nothing to Alena', async () => {
    const alenaBefore = await kindsTo('alena@example.cz')
    const cancelled = await owner.post(
      `/api/v1/companies/${fixture.companyId}/reservations/${ids.baraVisit}/cancel`,
      { reason: 'Nemoc', notify_customer_email: true, notify_customer_sms: true },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const cancellation = (await messagesTo('bara@example.cz')).filter(
      (row) => row.kind === 'reservation-cancelled',
    )
    expect(cancellation).toHaveLength(1)
    expect(cancellation[0]!.subject).toMatch(/^Your reservation on .+ has been cancelled$/)
    expect(cancellation[0]!.textBody).toContain('Hello Bára')
    // The SMS goes to the phone on Bára's record (the shared one), in Bára's language.
    const [sms] = (await messagesTo('+420731000111')).filter((row) => row.kind === 'reservation-cancelled')
    expect(sms!.textBody).toMatch(/^Your reservation/)
    expect(await kindsTo('alena@example.cz')).toEqual(alenaBefore)
  })

  it('sends Bára’s reminder and her own cancellation confirmation to Bára', async () => {
    const second = await book(
      {
        first_name: 'Bára',
        surname: 'Nováková',
        email: 'bara@example.cz',
        phone: '731000111',
        starts_at: WEDNESDAY_10,
      },
      'en',
    )
    expect(second.customerId).toBe(ids.bara)
    ids.baraSecondVisit = second.id
    const alenaBefore = await kindsTo('alena@example.cz')

    // A day before Wednesday 10:00 (the default offset): Bára's reminder is due, in her language.
    await queueDueReminders(t.app.deps, new Date('2026-11-24T09:00:00.000Z'), findReservationDetails)
    const reminders = (await messagesTo('bara@example.cz')).filter(
      (row) => row.kind === 'reservation-reminder',
    )
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.subject).toMatch(/^Reminder of your reservation – /)

    const cancelled = await new Session(t.app, { locale: 'cs' }).post(
      `/api/v1/public/reservations/${second.id}/cancel`,
      { token: second.token },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const confirmation = (await messagesTo('bara@example.cz')).filter(
      (row) => row.kind === 'booking-cancellation-confirmed',
    )
    expect(confirmation).toHaveLength(1)
    expect(confirmation[0]!.subject).toMatch(/^Reservation cancelled – /)
    const aboutAlena = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.recipient, 'alena@example.cz'),
          eq(outboxMessages.kind, 'reservation-reminder'),
        ),
      )
    expect(aboutAlena).toEqual([])
    expect(await kindsTo('alena@example.cz')).toEqual(alenaBefore)
  })

  it('links Alena’s next booking by her email in any case and keeps her name as she gave it first', async () => {
    const again = await book(
      {
        first_name: 'Alenka',
        surname: 'Nováková-Malá',
        email: ' ALENA@Example.cz ',
        phone: '+420 602 000 000',
        starts_at: TUESDAY_12,
        locale: 'en',
      },
      'en',
    )
    expect(again.customerId).toBe(ids.alena)
    expect(again.customerName).toBe('Alena Nováková')
    // Name, phone and language on file are hers; a booking fills only what is empty.
    expect(await customerRow(ids.alena)).toMatchObject({
      firstName: 'Alena',
      surname: 'Nováková',
      email: 'alena@example.cz',
      phone: '+420731000111',
      locale: 'cs',
    })
    const confirmations = (await messagesTo('alena@example.cz')).filter(
      (row) => row.kind === 'booking-confirmation',
    )
    expect(confirmations).toHaveLength(2)
    expect(confirmations[1]!.subject).toMatch(/^Potvrzení rezervace – /)
    expect(await messagesTo(' ALENA@Example.cz ')).toEqual([])
  })

  it('fills an empty phone of a customer on file, and nothing else', async () => {
    const [created] = await t.database.db
      .insert(customers)
      .values({
        companyId: fixture.companyId,
        firstName: 'Cyril',
        surname: 'Bez Telefonu',
        email: 'cyril@example.cz',
        locale: 'en',
        searchText: 'cyril bez telefonu cyril@example.cz',
      })
      .returning()
    const booked = await book(
      {
        first_name: 'Cyrilek',
        surname: 'Jinak',
        email: 'Cyril@example.cz',
        phone: '603 111 222',
        starts_at: '2026-11-26T09:00:00.000Z',
        locale: 'cs',
      },
      'cs',
    )
    expect(booked.customerId).toBe(created!.id)
    const cyril = await customerRow(created!.id)
    expect(cyril).toMatchObject({
      firstName: 'Cyril',
      surname: 'Bez Telefonu',
      phone: '+420603111222',
      locale: 'en',
    })
    expect(cyril.consentAt).not.toBeNull()
    expect(cyril.searchText).toBe('cyril bez telefonu cyril@example.cz 420603111222')
  })

  describe('notices of a change by the business (part 2)', () => {
    let baraThirdVisit = 0
    const changeNotices = async (recipient: string) =>
      (await messagesTo(recipient)).filter((row) => row.kind === 'reservation-changed')
    const patchBaraVisit = (payload: Record<string, unknown>) =>
      owner.request({
        method: 'PATCH',
        url: `/api/v1/companies/${fixture.companyId}/reservations/${baraThirdVisit}`,
        payload,
      })

    beforeAll(async () => {
      const third = await book(
        {
          first_name: 'Bára',
          surname: 'Nováková',
          email: 'bara@example.cz',
          phone: '731 000 111',
          worker_id: fixture.workers.alice,
          starts_at: THURSDAY_13,
        },
        'en',
      )
      expect(third.customerId).toBe(ids.bara)
      baraThirdVisit = third.id
      // SMS of changes on, so the shared phone is put to the test too.
      await t.database.db
        .insert(notificationSettings)
        .values({ companyId: fixture.companyId, reservationChangeSms: true })
    })

    it('sends the notice of a moved visit to the reservation’s customer (Bára), in her language', async () => {
      const alenaBefore = await kindsTo('alena@example.cz')
      const moved = await patchBaraVisit({ starts_at: THURSDAY_14, send_change_notice: true })
      expect(moved.statusCode, moved.body).toBe(200)
      const [notice, ...others] = await changeNotices('bara@example.cz')
      expect(others).toEqual([])
      expect(notice!.subject).toMatch(/^Reservation changed – /)
      expect(notice!.textBody).toContain('When: Thursday, 26 Nov 2026, 14:00–14:45')
      // The SMS goes to the phone on Bára's record (the one she shares with Alena), in Bára's language.
      const [sms] = (await messagesTo('+420731000111')).filter((row) => row.kind === 'reservation-changed')
      expect(sms!.textBody).toMatch(/^Your reservation has changed: /)
      expect(await kindsTo('alena@example.cz')).toEqual(alenaBefore)
    })

    it('sends the notice of a changed worker to the reservation’s customer (Bára), in her language', async () => {
      // The first notice went out after its undo window, so this change is a notice of its own.
      t.clock.advance(CHANGE_NOTICE_DELAY_MS)
      await createOutboxWorker(t.app.deps, {
        channels: { email: databaseMailboxTransport, sms: developmentSmsOutbox },
        log: t.app.log,
      }).runOnce()
      const alenaBefore = await kindsTo('alena@example.cz')
      const changed = await patchBaraVisit({ worker_id: fixture.workers.bob })
      expect(changed.statusCode, changed.body).toBe(200)
      const notices = await changeNotices('bara@example.cz')
      expect(notices.map((row) => row.state)).toEqual(['sent', 'queued'])
      expect(notices[1]!.subject).toMatch(/^Reservation changed – /)
      expect(notices[1]!.textBody).toContain('With: Bob')
      expect(notices[1]!.textBody).toContain('Previously with: Alice')
      expect(await kindsTo('alena@example.cz')).toEqual(alenaBefore)
    })
  })
})
