import { describe, expect, it } from 'vitest'
import { createBody, type OwnerOfCompany, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// Friday 20 November 2026, 09:00 in Prague.
const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

async function book(owner: OwnerOfCompany, startsAt: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.session.post(
    `${owner.base}/reservations`,
    createBody(owner.fixture, startsAt, { confirm_out_of_working_hours: true, ...overrides }),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: number }
}

/** Three reservations: Thursday (expired by now), Monday (upcoming), Tuesday cancelled, worker 2 on Monday. */
async function ownerWithReservations() {
  const owner = await ownerOfNewCompany(context.app, context.database)
  const past = await book(owner, '2026-11-19T09:00:00Z')
  const monday = await book(owner, '2026-11-23T09:00:00Z', { note: 'Poznámka; s "uvozovkami"' })
  const tuesday = await book(owner, '2026-11-24T09:00:00Z')
  await owner.session.post(`${owner.base}/reservations/${tuesday.id}/cancel`, {})
  const other = await book(owner, '2026-11-23T09:00:00Z', { worker_id: owner.fixture.workerIds[1] })
  return { owner, ids: { past: past.id, monday: monday.id, tuesday: tuesday.id, other: other.id } }
}

const idsOf = (body: { data: { id: number }[] }) => body.data.map((reservation) => reservation.id)

describe('GET /reservations', () => {
  it('filters by state, local dates, worker and customer, and pages', async () => {
    const { owner, ids } = await ownerWithReservations()
    const list = (query: string) =>
      owner.session.get(`${owner.base}/reservations${query}`).then((r) => r.json())
    expect(idsOf(await list(''))).toEqual([ids.past, ids.monday, ids.other, ids.tuesday])
    expect((await list('')).meta).toEqual({ page: 1, per_page: 25, total: 4 })
    expect(idsOf(await list('?state=upcoming'))).toEqual([ids.monday, ids.other])
    expect(idsOf(await list('?state=expired'))).toEqual([ids.past])
    expect(idsOf(await list('?state=cancelled'))).toEqual([ids.tuesday])
    expect(idsOf(await list('?from=2026-11-23&to=2026-11-23'))).toEqual([ids.monday, ids.other])
    expect(idsOf(await list(`?worker_id=${owner.fixture.workerIds[1]}`))).toEqual([ids.other])
    expect(idsOf(await list(`?customer_id=${owner.fixture.customerId}&order=desc`))).toEqual([
      ids.tuesday,
      ids.other,
      ids.monday,
      ids.past,
    ])
    const page = await list('?per_page=2&page=2')
    expect(idsOf(page)).toEqual([ids.other, ids.tuesday])
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 4 })
    expect((await list(`?branch_id=${owner.fixture.branchId}`)).meta.total).toBe(4)
  })

  it('answers 422 for malformed filters', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const response = await owner.session.get(
      `${owner.base}/reservations?state=soon&from=2026-02-30&worker_id=abc&per_page=1000`,
    )
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['from', 'per_page', 'state', 'worker_id'])
    const reversed = await owner.session.get(`${owner.base}/reservations?from=2026-11-23&to=2026-11-22`)
    expect(reversed.statusCode).toBe(422)
  })

  it('exports the filtered list as CSV for Excel', async () => {
    const { owner } = await ownerWithReservations()
    const response = await owner.session.request({
      url: `${owner.base}/reservations/export.csv?from=2026-11-23&to=2026-11-24`,
      headers: { 'accept-language': 'cs' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toContain('rezervace.csv')
    expect(response.body.startsWith('\uFEFFČíslo;Datum;Začátek;Konec;Pracovník;Zákazník')).toBe(true)
    const lines = response.body.trimEnd().split('\r\n')
    expect(lines).toHaveLength(4)
    expect(lines[1]).toMatch(
      /^\d+;23\.11\.2026;10:00;11:30;Petr Novák;Jan Šťastný;\+420777123456;jan\.\d+@example\.cz;Pánský střih, Úprava vousů;750;0;nadcházející;;"Poznámka; s ""uvozovkami""";$/,
    )
    expect(lines[3]).toContain(';zrušená;')
  })
})

describe('GET /reservations/calendar', () => {
  it('gives the workers with their working time and every reservation, cancelled ones flagged', async () => {
    const { owner, ids } = await ownerWithReservations()
    const response = await owner.session.get(
      `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2026-11-23&to=2026-11-24`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const { data } = response.json()
    expect(data).toMatchObject({
      time_zone: 'Europe/Prague',
      from: '2026-11-22T23:00:00.000Z',
      to: '2026-11-24T23:00:00.000Z',
    })
    expect(data.workers).toEqual([
      {
        id: owner.fixture.workerIds[0],
        name: 'Petr Novák',
        color: '#2563eb',
        archived: false,
        working_time: [
          { starts_at: '2026-11-23T08:00:00.000Z', ends_at: '2026-11-23T16:00:00.000Z' },
          { starts_at: '2026-11-24T08:00:00.000Z', ends_at: '2026-11-24T16:00:00.000Z' },
        ],
      },
      expect.objectContaining({ id: owner.fixture.workerIds[1], color: '#db2777' }),
    ])
    expect(idsOf({ data: data.reservations })).toEqual([ids.monday, ids.other, ids.tuesday])
    expect(data.reservations[2]).toMatchObject({ state: 'cancelled', worker: { color: '#2563eb' } })
    expect(data.reservations[0].customer).toMatchObject({ first_name: 'Jan', surname: 'Šťastný' })

    const oneWorker = await owner.session.get(
      `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2026-11-23&to=2026-11-23&worker_ids=${owner.fixture.workerIds[1]}`,
    )
    expect(oneWorker.json().data.workers).toHaveLength(1)
    expect(idsOf({ data: oneWorker.json().data.reservations })).toEqual([ids.other])
  })

  it('answers 422 without a branch, for another company branch and for too long a range', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const other = await ownerOfNewCompany(context.app, context.database)
    const calendar = (query: string) => owner.session.get(`${owner.base}/reservations/calendar?${query}`)
    expect((await calendar('from=2026-11-23&to=2026-11-29')).json().errors).toHaveProperty('branch_id')
    const foreign = await calendar(`branch_id=${other.fixture.branchId}&from=2026-11-23&to=2026-11-29`)
    expect(foreign.statusCode).toBe(422)
    expect(foreign.json().errors).toEqual({ branch_id: ['This value does not exist.'] })
    const long = await calendar(`branch_id=${owner.fixture.branchId}&from=2026-11-01&to=2027-02-01`)
    expect(long.json().errors).toHaveProperty('to')
  })
})

describe('DST nights in Prague', () => {
  it('shows 2027-03-28 01:30Z as 03:30 and 2027-10-31 00:30–02:30Z as 02:30–03:30 local', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const spring = await book(owner, '2027-03-28T01:30:00Z', { item_ids: [owner.fixture.itemIds[0]] })
    const autumn = await book(owner, '2027-10-31T00:30:00Z', { item_ids: [owner.fixture.itemIds[0]] })
    const resized = await patch(owner.session, `${owner.base}/reservations/${autumn.id}`, {
      ends_at: '2027-10-31T02:30:00Z',
      confirm_out_of_working_hours: true,
    })
    expect(resized.statusCode, resized.body).toBe(200)

    const springDay = await owner.session.get(
      `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2027-03-28&to=2027-03-28`,
    )
    expect(springDay.json().data).toMatchObject({
      from: '2027-03-27T23:00:00.000Z',
      to: '2027-03-28T22:00:00.000Z',
    })
    expect(springDay.json().data.reservations).toEqual([
      expect.objectContaining({
        id: spring.id,
        starts_at: '2027-03-28T01:30:00.000Z',
        ends_at: '2027-03-28T02:15:00.000Z',
        local: { date: '2027-03-28', start: '03:30', end: '04:15' },
      }),
    ])
    const autumnDay = await owner.session.get(`${owner.base}/reservations?from=2027-10-31&to=2027-10-31`)
    expect(autumnDay.json().data).toEqual([
      expect.objectContaining({
        id: autumn.id,
        starts_at: '2027-10-31T00:30:00.000Z',
        ends_at: '2027-10-31T02:30:00.000Z',
        local: { date: '2027-10-31', start: '02:30', end: '03:30' },
      }),
    ])
    // The 25-hour day: from CEST midnight to CET midnight.
    const autumnCalendar = await owner.session.get(
      `${owner.base}/reservations/calendar?branch_id=${owner.fixture.branchId}&from=2027-10-31&to=2027-10-31`,
    )
    expect(autumnCalendar.json().data).toMatchObject({
      from: '2027-10-30T22:00:00.000Z',
      to: '2027-10-31T23:00:00.000Z',
    })
    // A clash on the repeated hour names both times in local time.
    const clash = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, '2027-10-31T01:00:00Z', { confirm_out_of_working_hours: true }),
    )
    expect(clash.json().message).toContain('from 31. 10. 2027 02:30 to 03:30')
  })
})
