import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservations, workerExceptions } from '../db/schema'
import { createReservation, ownerOfNewCompany, put } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// The clock: Monday 2026-11-23 09:00 in Prague. Reservations at 10:00 Prague on Tuesday and Wednesday.
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'
const FRIDAY_10 = '2026-11-27T09:00:00.000Z'

describe("a worker's holiday or sickness over their reservations (issue 18)", () => {
  const t = useTestApp()

  const reserve = createReservation
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!
  const exceptionsOf = (workerId: number) =>
    t.database.db.select().from(workerExceptions).where(eq(workerExceptions.workerId, workerId))
  const holiday = { kind: 'holiday', starts_at: '2026-11-24T00:00', ends_at: '2026-11-26T00:00', note: null }

  it('refuses a holiday over reservations with the list (branch clock, customer, services), and saves nothing', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const tuesday = await reserve(owner, TUESDAY_10)
    const wednesday = await reserve(owner, WEDNESDAY_10)
    await reserve(owner, FRIDAY_10) // after the holiday: not in the way
    const url = `${owner.base}/workers/${petr}/exceptions`

    const refused = await owner.session.post(url, holiday)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'upcoming_reservations',
      reservations: [
        {
          id: tuesday,
          starts_at: TUESDAY_10,
          time_zone: 'Europe/Prague',
          worker_id: petr,
          customer_name: 'Jan Šťastný',
          services: ['Pánský střih', 'Úprava vousů'],
        },
        { id: wednesday, starts_at: WEDNESDAY_10 },
      ],
    })
    expect(refused.json().reservations).toHaveLength(2)
    expect(await exceptionsOf(petr!)).toHaveLength(0)

    // Extra hours take nothing away: saved without a question.
    const extra = await owner.session.post(url, { ...holiday, kind: 'extra' })
    expect(extra.statusCode, extra.body).toBe(201)
  })

  it('keep: saves the holiday and leaves the reservations as they were', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const tuesday = await reserve(owner, TUESDAY_10)
    const saved = await owner.session.post(`${owner.base}/workers/${petr}/exceptions?upcoming=keep`, holiday)
    expect(saved.statusCode, saved.body).toBe(201)
    expect(await exceptionsOf(petr!)).toHaveLength(1)
    const row = await rowOf(tuesday)
    expect(row.workerId).toBe(petr)
    expect(row.cancelledAt).toBeNull()
  })

  it('cancel: cancels each with a notice to its customer, then saves the sickness', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const tuesday = await reserve(owner, TUESDAY_10)
    const saved = await owner.session.post(`${owner.base}/workers/${petr}/exceptions?upcoming=cancel`, {
      ...holiday,
      kind: 'sickness',
    })
    expect(saved.statusCode, saved.body).toBe(201)
    expect((await rowOf(tuesday)).cancelledAt).not.toBeNull()
    const notices = (
      await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.reservationId, tuesday))
    ).filter((message) => message.kind === 'reservation-cancelled')
    expect(notices.length).toBeGreaterThan(0)
  })

  it('reassign: gives them to a free colleague; onto a busy one nothing moves and nothing is saved', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr, jana] = owner.fixture.workerIds
    const tuesday = await reserve(owner, TUESDAY_10)
    const wednesday = await reserve(owner, WEDNESDAY_10)
    const janasOwn = await reserve(owner, WEDNESDAY_10, { worker_id: jana })
    const url = `${owner.base}/workers/${petr}/exceptions`

    const busy = await owner.session.post(`${url}?upcoming=reassign&to_worker_id=${jana}`, holiday)
    expect(busy.statusCode).toBe(409)
    expect(busy.json()).toMatchObject({ code: 'reservation_clash', reservations: [{ id: wednesday }] })
    expect((await rowOf(tuesday)).workerId).toBe(petr)
    expect(await exceptionsOf(petr!)).toHaveLength(0)

    await owner.session.post(`${owner.base}/reservations/${janasOwn}/cancel`, { reason: null })
    const moved = await owner.session.post(`${url}?upcoming=reassign&to_worker_id=${jana}`, holiday)
    expect(moved.statusCode, moved.body).toBe(201)
    expect((await rowOf(tuesday)).workerId).toBe(jana)
    expect((await rowOf(wednesday)).workerId).toBe(jana)
  })

  it('an edit that stretches a holiday over reservations asks too; keep is refused where nothing can stay', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const friday = await reserve(owner, FRIDAY_10)
    const url = `${owner.base}/workers/${petr}/exceptions`
    const short = await owner.session.post(url, holiday)
    expect(short.statusCode, short.body).toBe(201)
    const longer = { ...holiday, ends_at: '2026-11-28T00:00' }
    const refused = await put(owner.session, `${url}/${short.json().data.id}`, longer)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().reservations).toMatchObject([{ id: friday }])
    const kept = await put(owner.session, `${url}/${short.json().data.id}?upcoming=keep`, longer)
    expect(kept.statusCode, kept.body).toBe(200)

    // Deleting the worker cannot leave their reservations as they are.
    const deleting = await owner.session.request({
      method: 'DELETE',
      url: `${owner.base}/workers/${petr}?upcoming=keep`,
    })
    expect(deleting.statusCode).toBe(422)
    expect(Object.keys(deleting.json().errors)).toEqual(['upcoming'])
  })
})
