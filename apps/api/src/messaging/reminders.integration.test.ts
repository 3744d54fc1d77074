import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { branches, outboxMessages, reservations } from '../db/schema'
import { findReservationDetails } from '../reservations'
import { createBody, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'
import { queueDueReminders, REMINDER_KIND } from './reminders/reminder-job'
import { defaultNotificationSettings, saveNotificationSettings } from './settings-repository'

// Friday 2026-11-20 09:00 in Prague.
const FRIDAY_NOW = '2026-11-20T08:00:00.000Z'
const MONDAY_10 = '2026-11-23T09:00:00.000Z'
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('reminders', () => {
  const t = useTestApp({ now: FRIDAY_NOW })
  let owner: OwnerOfCompany

  /** A new owner (sessions expire as the clock moves on) whose company also sends SMS reminders. */
  async function newOwner(settings: { reminderOffsetMinutes?: number } = {}) {
    owner = await ownerOfNewCompany(t.app, t.database)
    await saveNotificationSettings(
      t.database.db,
      { ...defaultNotificationSettings(owner.fixture.companyId), reminderSms: true, ...settings },
      t.clock.now(),
    )
  }

  async function reserve(startsAt: string, overrides: Record<string, unknown> = {}) {
    const response = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, startsAt, overrides),
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as number
  }
  const remindersOf = (reservationId: number) =>
    t.database.db
      .select()
      .from(outboxMessages)
      .where(
        and(
          eq(outboxMessages.kind, REMINDER_KIND),
          eq(
            outboxMessages.dedupeKey,
            `reminder:${reservationId}:${new Date(MONDAY_10).toISOString()}:email`,
          ),
        ),
      )
  const allReminders = () =>
    t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, REMINDER_KIND))

  it('sends each reminder at its time, by email and SMS, exactly once', async () => {
    await newOwner()
    await t.database.db
      .update(branches)
      .set({ phone: '+420731000111' })
      .where(eq(branches.id, owner.fixture.branchId))
    const monday = await reserve(MONDAY_10)
    const ownTime = await reserve(TUESDAY_10, { reminder_send_at: '2026-11-21T10:00:00.000Z' })
    const silent = await reserve(WEDNESDAY_10, { notify_client: false })
    const cancelled = await reserve('2026-11-23T12:00:00.000Z')
    await owner.session.post(`${owner.base}/reservations/${cancelled}/cancel`, { reason: null })

    await t.app.outboxWorker.runOnce()
    expect(await allReminders()).toEqual([])

    // Saturday 11:00 in Prague: the reservation with its own send time is due, Monday's is not yet.
    t.clock.set('2026-11-21T10:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    let sent = await allReminders()
    expect(sent.map((row) => [row.channel, row.recipient, row.state]).sort()).toEqual([
      ['email', `jan.${owner.fixture.companyId}@example.cz`, 'sent'],
      ['sms', '+420777123456', 'sent'],
    ])
    expect(sent.every((row) => row.dedupeKey?.startsWith(`reminder:${ownTime}:`))).toBe(true)
    // Sent two days before the deadline: the link still cancels and moves the visit, until a stated moment.
    const early = sent.find((row) => row.channel === 'email')!
    expect(early.textBody).toContain('Zobrazit, přesunout nebo zrušit rezervaci: http')
    expect(early.textBody).toContain(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem, tj. do pondělí 23. 11. 10:00.',
    )
    expect(sent.find((row) => row.channel === 'sms')!.textBody).toMatch(/\. Zmena nebo zruseni: http[^ ]+$/)

    // Sunday 09:59 Prague is a minute early for Monday 10:00 with the default 24 hours.
    t.clock.set('2026-11-22T08:59:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(monday)).toEqual([])

    t.clock.set('2026-11-22T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    await t.app.outboxWorker.runOnce()
    t.clock.advance(3_600_000)
    await t.app.outboxWorker.runOnce()
    const [email] = await remindersOf(monday)
    expect(email).toMatchObject({ state: 'sent', companyId: owner.fixture.companyId })
    expect(email!.subject).toBe('Připomínka rezervace – Na Rohu')
    expect(email!.textBody).toContain('připomínáme vaši rezervaci')
    // Sent 24 hours before with a 24-hour deadline: the deadline is now, so no passed time, no link to
    // cancel, but the branch's phone.
    expect(email!.textBody).not.toContain('tj. do')
    expect(email!.textBody).toContain('Online už rezervaci nelze zrušit ani přesunout.')
    expect(email!.textBody).toContain('Zobrazit rezervaci: http')
    expect(email!.textBody).toContain('domluvte s provozovnou na telefonu +420 731 000 111.')
    sent = await allReminders()
    expect(sent).toHaveLength(4)
    const sms = sent.find((row) => row.channel === 'sms' && row.dedupeKey?.startsWith(`reminder:${monday}:`))
    expect(sms!.textBody).toMatch(/^Pripominame rezervaci Pansky strih, /)
    expect(sms!.textBody).toMatch(
      / 23\. 11\. 2026 v 10:00 \(Na Rohu\)\. Zmeny a zruseni na tel\. \+420 731 000 111$/,
    )
    expect(sms!.textBody).not.toMatch(/Zmena|http/)
    const [marked] = await t.database.db.select().from(reservations).where(eq(reservations.id, monday))
    expect(marked!.reminderSentAt).toEqual(new Date('2026-11-22T09:00:00.000Z'))

    // Past Wednesday's reminder time: nothing for the silent or the cancelled reservation.
    t.clock.set('2026-11-24T12:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await allReminders()).toHaveLength(4)
    expect((await allReminders()).some((row) => row.dedupeKey?.includes(`:${silent}:`))).toBe(false)
  })

  it('uses the company offset, and two processes racing queue one reminder', async () => {
    await newOwner({ reminderOffsetMinutes: 120 })
    const id = await reserve('2026-11-26T09:00:00.000Z')
    t.clock.set('2026-11-26T06:59:00.000Z')
    expect(await queueDueReminders(t.app.deps, t.clock.now(), findReservationDetails)).toBe(0)
    t.clock.set('2026-11-26T07:00:00.000Z')
    const counts = await Promise.all([
      queueDueReminders(t.app.deps, t.clock.now(), findReservationDetails),
      queueDueReminders(t.app.deps, t.clock.now(), findReservationDetails),
    ])
    expect(counts.sort()).toEqual([0, 2])
    const rows = (await allReminders()).filter((row) => row.dedupeKey?.startsWith(`reminder:${id}:`))
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms'])
  })

  it('gives none to a reservation booked after its reminder time', async () => {
    t.clock.set('2026-11-27T07:30:00.000Z')
    await newOwner()
    const id = await reserve('2026-11-27T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    const rows = (await allReminders()).filter((row) => row.dedupeKey?.startsWith(`reminder:${id}:`))
    expect(rows).toEqual([])
  })
})
