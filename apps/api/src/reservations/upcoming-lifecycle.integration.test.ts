import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, reservations } from '../db/schema'
import { createReservation, del, ownerOfNewCompany, put } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// The clock: Monday 2026-11-23 09:00 in Prague.
const TODAY_10 = '2026-11-23T09:00:00.000Z'
const TUESDAY_10 = '2026-11-24T09:00:00.000Z'
const WEDNESDAY_10 = '2026-11-25T09:00:00.000Z'

describe('upcoming reservations when their worker, branch or company goes', () => {
  const t = useTestApp()

  const reserve = createReservation
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!
  const cancellationsTo = async (recipient: string) =>
    (await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient))).filter(
      (row) => row.kind === 'reservation-cancelled',
    )

  it('refuses to delete a worker with upcoming reservations, listing them, then gives them to another', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr, jana] = owner.fixture.workerIds
    const first = await reserve(owner, TUESDAY_10)
    const second = await reserve(owner, WEDNESDAY_10)
    const gone = await reserve(owner, '2026-11-26T09:00:00.000Z')
    await owner.session.post(`${owner.base}/reservations/${gone}/cancel`, { reason: null })

    const refused = await del(owner.session, `${owner.base}/workers/${petr}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'upcoming_reservations',
      reservations: [
        {
          id: first,
          starts_at: TUESDAY_10,
          time_zone: 'Europe/Prague',
          worker_id: petr,
          customer_name: 'Jan Šťastný',
          // The services as agreed on the reservation, so the owner's dialog can name them.
          services: ['Pánský střih', 'Úprava vousů'],
        },
        { id: second, starts_at: WEDNESDAY_10, worker_id: petr },
      ],
    })
    expect(refused.json().reservations).toHaveLength(2)
    const worker = await owner.session.get(`${owner.base}/workers/${petr}`)
    expect(worker.json().data.archived_at).toBeNull()

    const missing = await del(owner.session, `${owner.base}/workers/${petr}?upcoming=reassign`)
    expect(missing.statusCode).toBe(422)
    expect(Object.keys(missing.json().errors)).toEqual(['to_worker_id'])

    const reassigned = await del(
      owner.session,
      `${owner.base}/workers/${petr}?upcoming=reassign&to_worker_id=${jana}`,
    )
    expect(reassigned.statusCode, reassigned.body).toBe(200)
    expect(reassigned.json().data.outcome).toBe('archived')
    expect((await rowOf(first)).workerId).toBe(jana)
    expect((await rowOf(second)).workerId).toBe(jana)
    expect((await rowOf(gone)).workerId).toBe(petr)
  })

  it('does not reassign onto a worker who is busy then, and deletes nothing', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr, jana] = owner.fixture.workerIds
    const mine = await reserve(owner, TUESDAY_10)
    await reserve(owner, TUESDAY_10, { worker_id: jana })
    const clash = await del(
      owner.session,
      `${owner.base}/workers/${petr}?upcoming=reassign&to_worker_id=${jana}`,
    )
    expect(clash.statusCode).toBe(409)
    expect(clash.json().code).toBe('reservation_clash')
    expect((await rowOf(mine)).workerId).toBe(petr)
    expect((await owner.session.get(`${owner.base}/workers/${petr}`)).json().data.archived_at).toBeNull()
  })

  it('reassigns all or nothing: one clash leaves every reservation with its worker and names the one in the way', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr, jana] = owner.fixture.workerIds
    const movable = await reserve(owner, TUESDAY_10)
    const blocked = await reserve(owner, WEDNESDAY_10)
    await reserve(owner, WEDNESDAY_10, { worker_id: jana })
    const messagesBefore = (await t.database.db.select().from(outboxMessages)).length

    const refused = await del(
      owner.session,
      `${owner.base}/workers/${petr}?upcoming=reassign&to_worker_id=${jana}`,
    )
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'reservation_clash',
      message:
        'The chosen worker is busy at the time of some of them (1), so none were handed over. Choose another worker or cancel them.',
      reservations: [{ id: blocked, starts_at: WEDNESDAY_10, worker_id: petr }],
    })
    expect(refused.json().reservations).toHaveLength(1)
    // The one that could have moved did not: same worker, no history entry, no notice to its customer.
    expect((await rowOf(movable)).workerId).toBe(petr)
    expect((await rowOf(blocked)).workerId).toBe(petr)
    const history = (await owner.session.get(`${owner.base}/reservations/${movable}`)).json().data.history
    expect(history.map((entry: { action: string }) => entry.action)).not.toContain('updated')
    expect((await t.database.db.select().from(outboxMessages)).length).toBe(messagesBefore)
    expect((await owner.session.get(`${owner.base}/workers/${petr}`)).json().data.archived_at).toBeNull()
  })

  it('cancels a deleted worker’s reservations with a notice to each customer', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const id = await reserve(owner, TUESDAY_10)
    const response = await del(owner.session, `${owner.base}/workers/${petr}?upcoming=cancel`)
    expect(response.statusCode, response.body).toBe(200)
    expect(await rowOf(id)).toMatchObject({ cancelledBy: 'business' })
    expect(await cancellationsTo(`jan.${owner.fixture.companyId}@example.cz`)).toHaveLength(1)
  })

  it('cancels all or none: a failure after the first cancellation leaves the reservations, the notices and the worker as they were', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const first = await reserve(owner, TUESDAY_10)
    const second = await reserve(owner, WEDNESDAY_10)
    // The database refuses the second cancellation (the first one has been written by then).
    await t.database.db.execute(
      sql.raw(`
        create function fail_second_cancellation() returns trigger language plpgsql as $$
        begin
          if new.id = ${second} and new.cancelled_at is not null then raise exception 'injected failure'; end if;
          return new;
        end $$;
        create trigger fail_second_cancellation before update on reservations
          for each row execute function fail_second_cancellation();
      `),
    )
    try {
      const failed = await del(owner.session, `${owner.base}/workers/${petr}?upcoming=cancel`)
      expect(failed.statusCode).toBe(500)
    } finally {
      await t.database.db.execute(
        sql.raw(
          'drop trigger fail_second_cancellation on reservations; drop function fail_second_cancellation()',
        ),
      )
    }
    expect((await rowOf(first)).cancelledAt).toBeNull()
    expect((await rowOf(second)).cancelledAt).toBeNull()
    expect(await cancellationsTo(`jan.${owner.fixture.companyId}@example.cz`)).toHaveLength(0)
    expect((await owner.session.get(`${owner.base}/workers/${petr}`)).json().data.archived_at).toBeNull()

    // Without the failure, the same delete cancels both and tells the customer of each.
    const deleted = await del(owner.session, `${owner.base}/workers/${petr}?upcoming=cancel`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect((await rowOf(first)).cancelledAt).not.toBeNull()
    expect((await rowOf(second)).cancelledAt).not.toBeNull()
    expect(await cancellationsTo(`jan.${owner.fixture.companyId}@example.cz`)).toHaveLength(2)
  })

  it('refuses to untick a worker’s branch that holds their reservations until told what to do', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const id = await reserve(owner, TUESDAY_10)
    const current = (await owner.session.get(`${owner.base}/workers/${petr}`)).json().data
    const body = {
      name: current.name,
      positions: current.positions,
      email: current.email,
      phone: current.phone,
      photo_url: current.photo_url,
      color: current.color,
      branch_ids: [],
      working_hours: {},
      item_ids: current.item_ids,
    }
    const refused = await put(owner.session, `${owner.base}/workers/${petr}`, body)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json().reservations.map((row: { id: number }) => row.id)).toEqual([id])
    expect((await owner.session.get(`${owner.base}/workers/${petr}`)).json().data.branch_ids).toEqual([
      owner.fixture.branchId,
    ])
    const cancelled = await put(owner.session, `${owner.base}/workers/${petr}?upcoming=cancel`, body)
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await rowOf(id)).cancelledAt).not.toBeNull()
  })

  it('a worker’s edit that fails after its reservations were cancelled cancels none of them', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const id = await reserve(owner, TUESDAY_10)
    const current = (await owner.session.get(`${owner.base}/workers/${petr}`)).json().data
    const body = { ...current, branch_ids: [], working_hours: {} }
    for (const key of ['id', 'created_at', 'updated_at', 'archived_at', 'suspended_at', 'calendar_feed'])
      delete body[key]
    // The database refuses the worker's own save, which comes after the cancellation.
    await t.database.db.execute(
      sql.raw(`
        create function fail_worker_save() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$;
        create trigger fail_worker_save before update on workers
          for each row execute function fail_worker_save();
      `),
    )
    try {
      const failed = await put(owner.session, `${owner.base}/workers/${petr}?upcoming=cancel`, body)
      expect(failed.statusCode, failed.body).toBe(500)
    } finally {
      await t.database.db.execute(
        sql.raw('drop trigger fail_worker_save on workers; drop function fail_worker_save()'),
      )
    }
    expect((await rowOf(id)).cancelledAt).toBeNull()
    expect(await cancellationsTo(`jan.${owner.fixture.companyId}@example.cz`)).toHaveLength(0)
  })

  it('refuses to delete a branch or the company with upcoming reservations, then cancels them', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const id = await reserve(owner, TUESDAY_10)
    const branchUrl = `${owner.base}/branches/${owner.fixture.branchId}`
    const refused = await del(owner.session, branchUrl)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().reservations.map((row: { id: number }) => row.id)).toEqual([id])
    const noReassign = await del(owner.session, `${branchUrl}?upcoming=reassign&to_worker_id=1`)
    expect(noReassign.statusCode).toBe(422)
    const company = await del(owner.session, owner.base)
    expect(company.statusCode).toBe(409)
    expect(company.json().code).toBe('upcoming_reservations')

    const deleted = await del(owner.session, `${branchUrl}?upcoming=cancel`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().data.outcome).toBe('archived')
    expect((await rowOf(id)).cancelledAt).not.toBeNull()
    expect(await cancellationsTo(`jan.${owner.fixture.companyId}@example.cz`)).toHaveLength(1)
    // Nothing upcoming is left: the company goes without asking.
    expect((await del(owner.session, owner.base)).statusCode).toBe(200)
  })

  it('keeps a deleted worker’s reservations in the calendar, the day’s overview and the list, marked', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    // A visit that has begun is history: deleting its worker archives them without asking.
    const past = await reserve(owner, TODAY_10)
    t.clock.set('2026-11-23T09:30:00.000Z')
    const deleted = await del(owner.session, `${owner.base}/workers/${petr}`)
    expect(deleted.statusCode, deleted.body).toBe(200)
    expect(deleted.json().data.outcome).toBe('archived')

    const calendar = await owner.session.get(
      `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2026-11-23&to=2026-11-23`,
    )
    expect(calendar.statusCode, calendar.body).toBe(200)
    const feed = calendar.json().data
    expect(feed.reservations.map((row: { id: number }) => row.id)).toEqual([past])
    expect(feed.reservations[0].worker).toMatchObject({ id: petr, name: 'Petr Novák', archived: true })
    // The worker still has a column (without working time), after the live ones.
    expect(feed.workers.at(-1)).toEqual({
      id: petr,
      name: 'Petr Novák',
      color: '#2563eb',
      archived: true,
      working_time: [],
    })
    expect(feed.workers.filter((worker: { archived: boolean }) => !worker.archived)).toHaveLength(1)

    const overview = (
      await owner.session.get(`${owner.base}/overview?branch_id=${owner.fixture.branchId}`)
    ).json().data
    const column = overview.today.find((entry: { worker: { id: number } }) => entry.worker.id === petr)
    expect(column.worker.archived).toBe(true)
    expect(column.reservations.map((row: { id: number }) => row.id)).toEqual([past])

    const list = (await owner.session.get(`${owner.base}/reservations?worker_id=${petr}`)).json()
    expect(list.data.map((row: { id: number }) => row.id)).toEqual([past])
    const archived = (await owner.session.get(`${owner.base}/workers?archived=true`)).json()
    expect(archived.data.map((worker: { id: number }) => worker.id)).toEqual([petr])
    // Its detail opens with the worker filled in.
    const detail = (await owner.session.get(`${owner.base}/reservations/${past}`)).json().data
    expect(detail.worker).toEqual({ id: petr, name: 'Petr Novák', color: '#2563eb', archived: true })
  })

  it('keeps a column for a worker whose branch was unticked while their visits there stay', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr] = owner.fixture.workerIds
    const visit = await reserve(owner, TODAY_10)
    t.clock.set('2026-11-23T09:30:00.000Z')
    const current = (await owner.session.get(`${owner.base}/workers/${petr}`)).json().data
    const unticked = await put(owner.session, `${owner.base}/workers/${petr}`, {
      name: current.name,
      positions: current.positions,
      email: current.email,
      phone: current.phone,
      photo_url: current.photo_url,
      color: current.color,
      branch_ids: [],
      working_hours: {},
      item_ids: current.item_ids,
    })
    expect(unticked.statusCode, unticked.body).toBe(200)
    const feed = (
      await owner.session.get(
        `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2026-11-23&to=2026-11-23`,
      )
    ).json().data
    expect(feed.reservations.map((row: { id: number }) => row.id)).toEqual([visit])
    expect(feed.workers.find((worker: { id: number }) => worker.id === petr)).toMatchObject({
      archived: false,
      working_time: [],
    })
  })
})
