import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { workerItems } from '../db/schema'
import { createBody, type OwnerOfCompany, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { addWorkerAbsence } from '../testing/schedule-fixtures'
import { useTestApp } from '../testing/test-app'

// Friday 20 November 2026; Monday 23 November 10:00 in Prague is 09:00Z. Workers work 09:00–17:00 local.
const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
const MONDAY_10 = '2026-11-23T09:00:00.000Z'

async function create(owner: OwnerOfCompany, startsAt: string, overrides: Record<string, unknown> = {}) {
  return owner.session.post(`${owner.base}/reservations`, createBody(owner.fixture, startsAt, overrides))
}

describe('POST /reservations', () => {
  it('creates a reservation whose end and price follow from the items', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const response = await create(owner, MONDAY_10, {
      note: 'Jen konečky',
      reminder_send_at: '2026-11-22T09:00:00Z',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { data } = response.json()
    expect(data).toMatchObject({
      branch_id: owner.fixture.branchId,
      time_zone: 'Europe/Prague',
      starts_at: MONDAY_10,
      ends_at: '2026-11-23T10:30:00.000Z',
      local: { date: '2026-11-23', start: '10:00', end: '11:30' },
      state: 'upcoming',
      worker: { id: owner.fixture.workerIds[0], name: 'Petr Novák', color: '#2563eb' },
      customer: { id: owner.fixture.customerId, first_name: 'Jan', surname: 'Šťastný' },
      price_czk: 750,
      paid_czk: 0,
      note: 'Jen konečky',
      source: 'business',
      notify_client: true,
      reminder_send_at: '2026-11-22T09:00:00.000Z',
      payments: [],
    })
    expect(data.items.map((item: { name: string }) => item.name)).toEqual(['Pánský střih', 'Úprava vousů'])
    expect(data.history).toHaveLength(1)
    expect(data.history[0]).toMatchObject({
      action: 'created',
      actor: 'business',
      user: { id: owner.userId },
    })
  })

  it('creates a new customer on the spot', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const customer = {
      first_name: 'Eva',
      surname: 'Černá',
      email: 'eva.cerna@example.cz',
      phone: '602 123 456',
    }
    const response = await create(owner, MONDAY_10, { customer_id: undefined, customer })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().data.customer).toMatchObject({
      first_name: 'Eva',
      surname: 'Černá',
      email: 'eva.cerna@example.cz',
      phone: '+420602123456',
    })
    const sameEmail = await create(owner, '2026-11-24T09:00:00Z', { customer_id: undefined, customer })
    expect(sameEmail.statusCode).toBe(422)
    expect(sameEmail.json().errors).toEqual({ 'customer.email': ['This value already exists.'] })
  })

  it('answers 422 for missing and malformed fields', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const empty = await owner.session.post(`${owner.base}/reservations`, {})
    expect(empty.statusCode).toBe(422)
    const errors = empty.json().errors as Record<string, string[]>
    expect(Object.keys(errors).sort()).toEqual(['branch_id', 'item_ids', 'starts_at', 'worker_id'])
    for (const messages of Object.values(errors))
      expect(messages).toEqual([expect.stringMatching(/field is required/)])
    const malformed = await create(owner, 'tomorrow', { item_ids: [], notify_client: 'yes' })
    expect(malformed.statusCode).toBe(422)
    expect(Object.keys(malformed.json().errors).sort()).toEqual(['item_ids', 'notify_client', 'starts_at'])
    const both = await create(owner, MONDAY_10, { customer: { first_name: 'Eva', surname: 'Černá' } })
    expect(both.statusCode).toBe(422)
    expect(Object.keys(both.json().errors)).toEqual(['customer'])
  })

  it("answers 422 'exists' for records of another company or archived ones", async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const other = await ownerOfNewCompany(context.app, context.database)
    const cases: [string, Record<string, unknown>][] = [
      ['branch_id', { branch_id: other.fixture.branchId }],
      ['worker_id', { worker_id: other.fixture.workerIds[0] }],
      ['item_ids', { item_ids: [owner.fixture.itemIds[0], other.fixture.itemIds[1]] }],
      ['customer_id', { customer_id: other.fixture.customerId }],
    ]
    for (const [field, overrides] of cases) {
      const response = await create(owner, MONDAY_10, overrides)
      expect(response.statusCode, field).toBe(422)
      expect(response.json().errors).toEqual({ [field]: ['This value does not exist.'] })
    }
  })

  it('asks to confirm a time outside working hours, then creates it when confirmed', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const early = '2026-11-23T07:00:00Z' // 08:00 local, before the 09:00 start
    const refused = await create(owner, early)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      message: 'Selected time is out of worker working hours. Please choose another time.',
      code: 'out_of_working_hours',
    })
    const confirmed = await create(owner, early, { confirm_out_of_working_hours: true })
    expect(confirmed.statusCode).toBe(201)
  })

  it('treats an absence as outside working hours and speaks Czech when asked', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const workerId = owner.fixture.workerIds[0]
    await addWorkerAbsence(
      context.database.db,
      workerId,
      new Date('2026-11-23T08:00:00Z'),
      new Date('2026-11-23T12:00:00Z'),
    )
    const refused = await owner.session.request({
      method: 'POST',
      url: `${owner.base}/reservations`,
      payload: createBody(owner.fixture, MONDAY_10),
      headers: { 'accept-language': 'cs' },
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      'Vybraný čas je mimo pracovní dobu pracovníka. Zvolte prosím jiný čas.',
    )
  })

  it('refuses a clash with 409 naming the clashing time, in English and Czech', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    expect((await create(owner, MONDAY_10)).statusCode).toBe(201)
    const clash = await create(owner, '2026-11-23T10:00:00Z')
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toEqual({
      message:
        'The worker already has a reservation from 23. 11. 2026 10:00 to 11:30. Please choose another time.',
      code: 'reservation_clash',
    })
    const czech = await owner.session.request({
      method: 'POST',
      url: `${owner.base}/reservations`,
      payload: createBody(owner.fixture, '2026-11-23T08:30:00Z'),
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json().message).toBe(
      'Pracovník už má v tu dobu rezervaci od 23. 11. 2026 10:00 do 11:30. Zvolte prosím jiný čas.',
    )
    // The other worker is free then; the same worker is free right after the end.
    expect((await create(owner, MONDAY_10, { worker_id: owner.fixture.workerIds[1] })).statusCode).toBe(201)
    expect((await create(owner, '2026-11-23T10:30:00Z')).statusCode).toBe(201)
  })
})

describe('PATCH /reservations/:id', () => {
  async function ownerWithReservation() {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const created = await create(owner, MONDAY_10)
    return {
      owner,
      id: created.json().data.id as number,
      url: `${owner.base}/reservations/${created.json().data.id}`,
    }
  }

  it('moves keeping the length, and records the change in the history', async () => {
    const { owner, url } = await ownerWithReservation()
    const moved = await patch(owner.session, url, { starts_at: '2026-11-23T12:00:00Z' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data).toMatchObject({
      starts_at: '2026-11-23T12:00:00.000Z',
      ends_at: '2026-11-23T13:30:00.000Z',
    })
    const history = (await owner.session.get(`${url}/history`)).json().data
    expect(history.map((entry: { action: string }) => entry.action)).toEqual(['created', 'updated'])
    expect(history[1].changes).toEqual({
      starts_at: { from: '2026-11-23T09:00:00.000Z', to: '2026-11-23T12:00:00.000Z' },
      ends_at: { from: '2026-11-23T10:30:00.000Z', to: '2026-11-23T13:30:00.000Z' },
      // The customer is told of the new time once the undo window has passed (decision 029).
      customer_notice: expect.objectContaining({ email: true, due_at: '2026-11-20T08:00:15.000Z' }),
    })
    expect(history[1].user).toMatchObject({ id: owner.userId, name: 'Jana Nováková' })
  })

  it('resizes by the end, changes the worker, and recomputes end and price from new items', async () => {
    const { owner, url } = await ownerWithReservation()
    const resized = await patch(owner.session, url, { ends_at: '2026-11-23T11:00:00Z' })
    expect(resized.json().data.ends_at).toBe('2026-11-23T11:00:00.000Z')
    const otherWorker = await patch(owner.session, url, { worker_id: owner.fixture.workerIds[1] })
    expect(otherWorker.json().data.worker.id).toBe(owner.fixture.workerIds[1])
    const fewerItems = await patch(owner.session, url, { item_ids: [owner.fixture.itemIds[0]] })
    expect(fewerItems.json().data).toMatchObject({ ends_at: '2026-11-23T09:45:00.000Z', price_czk: 450 })
    expect(fewerItems.json().data.items).toHaveLength(1)
    const details = await patch(owner.session, url, { note: 'Přijde s dítětem', notify_client: false })
    expect(details.json().data).toMatchObject({ note: 'Přijde s dítětem', notify_client: false })
    const unchanged = await patch(owner.session, url, { note: 'Přijde s dítětem' })
    expect(unchanged.json().data.history).toHaveLength(5)
  })

  it('refuses to give a reservation to a worker who does not perform its services (422 on the worker)', async () => {
    const { owner, url } = await ownerWithReservation()
    const [, other] = owner.fixture.workerIds
    const [haircut, beard] = owner.fixture.itemIds
    // The other worker no longer does beard trims.
    await context.database.db
      .delete(workerItems)
      .where(and(eq(workerItems.workerId, other), eq(workerItems.itemId, beard)))
    const refused = await patch(owner.session, url, { worker_id: other })
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json().errors).toEqual({
      worker_id: ['This worker does not offer the reservation’s services. Choose another worker.'],
    })
    const czech = await owner.session.request({
      method: 'PATCH',
      url,
      payload: { worker_id: other },
      headers: { 'accept-language': 'cs' },
    })
    expect(czech.json().errors).toEqual({
      worker_id: ['Tento pracovník služby rezervace neposkytuje. Vyberte jiného pracovníka.'],
    })
    expect((await owner.session.get(url)).json().data.worker.id).toBe(owner.fixture.workerIds[0])
    // With the beard trim dropped in the same edit, the other worker performs everything left.
    const moved = await patch(owner.session, url, { worker_id: other, item_ids: [haircut] })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().data.worker.id).toBe(other)
  })

  it('applies the working-hours rule and the clash rule to moves', async () => {
    const { owner, url } = await ownerWithReservation()
    const late = await patch(owner.session, url, { starts_at: '2026-11-23T15:30:00Z' })
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('out_of_working_hours')
    const confirmed = await patch(owner.session, url, {
      starts_at: '2026-11-23T15:30:00Z',
      confirm_out_of_working_hours: true,
    })
    expect(confirmed.statusCode).toBe(200)
    // Its own old time never clashes with itself.
    expect((await patch(owner.session, url, { starts_at: '2026-11-23T10:00:00Z' })).statusCode).toBe(200)
    expect((await create(owner, '2026-11-23T13:00:00Z')).statusCode).toBe(201)
    const clash = await patch(owner.session, url, { starts_at: '2026-11-23T12:30:00Z' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json()).toMatchObject({ code: 'reservation_clash' })
    expect(clash.json().message).toContain('from 23. 11. 2026 14:00 to 15:30')
  })

  it('answers 422 for an end before the start and 409 for a cancelled reservation', async () => {
    const { owner, url } = await ownerWithReservation()
    const backwards = await patch(owner.session, url, { ends_at: '2026-11-23T08:00:00Z' })
    expect(backwards.statusCode).toBe(422)
    expect(backwards.json().errors).toEqual({ ends_at: ['The end must be after the start.'] })
    await owner.session.post(`${url}/cancel`, {})
    const cancelled = await patch(owner.session, url, { starts_at: '2026-11-23T12:00:00Z' })
    expect(cancelled.statusCode).toBe(409)
    expect(cancelled.json().message).toBe('The reservation is cancelled. Restore it before changing it.')
  })

  it('answers 404 for a reservation that does not exist', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    expect((await owner.session.get(`${owner.base}/reservations/999999`)).statusCode).toBe(404)
    expect((await patch(owner.session, `${owner.base}/reservations/999999`, { note: 'x' })).statusCode).toBe(
      404,
    )
  })
})
