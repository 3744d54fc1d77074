import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { branches, companies, companyMembers, outboxMessages, reservations } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { createBody, type OwnerOfCompany, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'
import { REMINDER_KIND } from './reminders/reminder-job'

// Friday 2026-11-20 09:00 in Prague.
const FRIDAY_NOW = '2026-11-20T08:00:00.000Z'
const MONDAY_10 = '2026-11-23T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('reminders as reservations and branches change', () => {
  const t = useTestApp({ now: FRIDAY_NOW })
  let owner: OwnerOfCompany

  async function reserve(startsAt: string, overrides: Record<string, unknown> = {}) {
    const response = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, startsAt, overrides),
    )
    expect(response.statusCode, response.body).toBe(201)
    return response.json().data.id as number
  }
  const rowOf = async (reservationId: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]!
  const remindersOf = async (reservationId: number) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.kind, REMINDER_KIND)))
      .filter((row) => row.dedupeKey?.startsWith(`reminder:${reservationId}:`))
      .map((row) => row.dedupeKey)

  it('reminds a moved reservation of its new time, after the old time was reminded', async () => {
    t.clock.set(FRIDAY_NOW)
    owner = await ownerOfNewCompany(t.app, t.database)
    const id = await reserve(MONDAY_10)
    t.clock.set('2026-11-22T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(id)).toEqual([`reminder:${id}:${MONDAY_10}:email`])

    // Sessions expire as the clock moves on: a second owner of the company moves it.
    const second = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: owner.fixture.companyId, userId: second.id })
    const moved = await patch(second.session, `${owner.base}/reservations/${id}`, { starts_at: WEDNESDAY_10 })
    expect(moved.statusCode, moved.body).toBe(200)
    t.clock.set('2026-11-24T08:59:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(id)).toHaveLength(1)
    t.clock.set('2026-11-24T09:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(id)).toEqual([
      `reminder:${id}:${MONDAY_10}:email`,
      `reminder:${id}:${WEDNESDAY_10}:email`,
    ])
  })

  it('moves a reminder time of its own with the reservation', async () => {
    t.clock.set(FRIDAY_NOW)
    owner = await ownerOfNewCompany(t.app, t.database)
    const id = await reserve(MONDAY_10, { reminder_send_at: '2026-11-22T17:00:00.000Z' })
    const moved = await patch(owner.session, `${owner.base}/reservations/${id}`, { starts_at: WEDNESDAY_10 })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.reminder_send_at).toBe('2026-11-24T17:00:00.000Z')
  })

  it('"Zpět" after a drag puts the reminder back as it was: its own time, and already sent for that time', async () => {
    t.clock.set(FRIDAY_NOW)
    owner = await ownerOfNewCompany(t.app, t.database)
    const ownReminder = '2026-11-22T17:00:00.000Z'
    const id = await reserve(MONDAY_10, { reminder_send_at: ownReminder })
    const url = `${owner.base}/reservations/${id}`
    const before = (await owner.session.get(url)).json().data
    t.clock.set('2026-11-22T17:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(id)).toEqual([`reminder:${id}:${MONDAY_10}:email`])
    const sentAt = (await rowOf(id)).reminderSentAt

    const second = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: owner.fixture.companyId, userId: second.id })
    // The drag: 10:00 to 13:00; its own reminder moves with it and is due again (for the new time).
    const dragged = await patch(second.session, url, { starts_at: '2026-11-23T12:00:00.000Z' })
    expect(dragged.statusCode, dragged.body).toBe(200)
    expect(dragged.json().data.reminder_send_at).toBe('2026-11-22T20:00:00.000Z')
    expect((await rowOf(id)).reminderSentAt).toBeNull()

    // "Zpět" sends what the calendar's undo sends: the time, the worker and the reminder as they were.
    const undone = await patch(second.session, url, {
      starts_at: before.starts_at,
      ends_at: before.ends_at,
      worker_id: before.worker.id,
      reminder_send_at: before.reminder_send_at,
      confirm_out_of_working_hours: true,
    })
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().data.reminder_send_at).toBe(ownReminder)
    expect((await rowOf(id)).reminderSentAt).toEqual(sentAt)
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(id)).toEqual([`reminder:${id}:${MONDAY_10}:email`])
    expect((await rowOf(id)).reminderSentAt).toEqual(sentAt)

    // A real move afterwards re-arms it for the new time again.
    const movedAgain = await patch(second.session, url, { starts_at: '2026-11-23T13:00:00.000Z' })
    expect(movedAgain.statusCode, movedAgain.body).toBe(200)
    expect((await rowOf(id)).reminderSentAt).toBeNull()
  })

  it('sends nothing for a deleted branch or company', async () => {
    t.clock.set(FRIDAY_NOW)
    owner = await ownerOfNewCompany(t.app, t.database)
    const ofBranch = await reserve(MONDAY_10)
    await t.database.db
      .update(branches)
      .set({ archivedAt: t.clock.now() })
      .where(eq(branches.id, owner.fixture.branchId))
    const other = await ownerOfNewCompany(t.app, t.database)
    const response = await other.session.post(
      `${other.base}/reservations`,
      createBody(other.fixture, MONDAY_10),
    )
    expect(response.statusCode, response.body).toBe(201)
    const ofCompany = response.json().data.id as number
    await t.database.db
      .update(companies)
      .set({ archivedAt: t.clock.now() })
      .where(eq(companies.id, other.fixture.companyId))

    t.clock.set('2026-11-22T12:00:00.000Z')
    await t.app.outboxWorker.runOnce()
    expect(await remindersOf(ofBranch)).toEqual([])
    expect(await remindersOf(ofCompany)).toEqual([])
  })
})
