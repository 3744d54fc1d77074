import { describe, expect, it } from 'vitest'
import { createBody, del, type OwnerOfCompany, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// Monday 23 November 2026, 08:00 in Prague.
const context = useTestApp({ now: '2026-11-23T07:00:00.000Z' })
const IBAN = 'CZ6508000000192000145399'

async function book(owner: OwnerOfCompany, startsAt: string, overrides: Record<string, unknown> = {}) {
  const response = await owner.session.post(
    `${owner.base}/reservations`,
    createBody(owner.fixture, startsAt, overrides),
  )
  expect(response.statusCode, response.body).toBe(201)
  return response.json().data as { id: number }
}

function pay(owner: OwnerOfCompany, reservationId: number, body: Record<string, unknown>) {
  return owner.session.post(`${owner.base}/reservations/${reservationId}/payments`, body)
}

describe('payments of a reservation', () => {
  it('records a payment, shows it in the detail and history, and removes it', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const { id } = await book(owner, '2026-11-23T09:00:00Z')
    const paid = await pay(owner, id, { amount_czk: 500, method: 'cash' })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json().data).toMatchObject({
      reservation_id: id,
      amount_czk: 500,
      method: 'cash',
      paid_at: '2026-11-23T07:00:00.000Z',
      recorded_by: { id: owner.userId, name: 'Jana Nováková' },
    })
    const card = await pay(owner, id, {
      amount_czk: 250,
      method: 'card',
      paid_at: '2026-11-23T10:40:00+01:00',
    })
    expect(card.json().data.paid_at).toBe('2026-11-23T09:40:00.000Z')
    const detail = (await owner.session.get(`${owner.base}/reservations/${id}`)).json().data
    expect(detail.paid_czk).toBe(750)
    expect(detail.payments.map((payment: { amount_czk: number }) => payment.amount_czk)).toEqual([500, 250])

    const paymentId = paid.json().data.id
    const removed = await del(owner.session, `${owner.base}/reservations/${id}/payments/${paymentId}`)
    expect(removed.json()).toEqual({ data: { id: paymentId, outcome: 'deleted' } })
    const after = (await owner.session.get(`${owner.base}/reservations/${id}`)).json().data
    expect(after.paid_czk).toBe(250)
    expect(after.history.map((entry: { action: string }) => entry.action)).toEqual([
      'created',
      'payment_added',
      'payment_added',
      'payment_deleted',
    ])
    expect(after.history[3].changes).toMatchObject({ payment_id: paymentId, amount_czk: 500, method: 'cash' })
    expect(
      (await del(owner.session, `${owner.base}/reservations/${id}/payments/${paymentId}`)).statusCode,
    ).toBe(404)
  })

  it('answers 422 for a bad amount, method or date', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const { id } = await book(owner, '2026-11-23T09:00:00Z')
    const response = await pay(owner, id, { amount_czk: 0, method: 'bitcoin', paid_at: 'yesterday' })
    expect(response.statusCode).toBe(422)
    expect(Object.keys(response.json().errors).sort()).toEqual(['amount_czk', 'method', 'paid_at'])
    const halere = await pay(owner, id, { amount_czk: '12,50', method: 'cash' })
    expect(halere.statusCode).toBe(422)
    expect(halere.json().errors).toEqual({
      amount_czk: ['Enter whole crowns, without hellers (such as 1,200).'],
    })
    // As typed, the one shared parser (issue 37, finding 16).
    expect(
      (await pay(owner, id, { amount_czk: '350 Kč', method: 'cash', confirm_overpayment: true })).json().data
        .amount_czk,
    ).toBe(350)
  })
})

describe('GET /reservations/:id/qr-payment', () => {
  it('builds a QR Platba for what is left to pay, with the reservation number as variable symbol', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database, { iban: IBAN })
    const { id } = await book(owner, '2026-11-23T09:00:00Z')
    const qr = await owner.session.get(`${owner.base}/reservations/${id}/qr-payment`)
    expect(qr.statusCode, qr.body).toBe(200)
    expect(qr.json().data).toEqual({
      spayd: `SPD*1.0*ACC:${IBAN}*AM:750.00*CC:CZK*X-VS:${id}*MSG:Rezervace ${id}`,
      amount_czk: 750,
      variable_symbol: String(id),
      iban: IBAN,
    })
    await pay(owner, id, { amount_czk: 150, method: 'cash' })
    expect(
      (await owner.session.get(`${owner.base}/reservations/${id}/qr-payment`)).json().data.amount_czk,
    ).toBe(600)
    await pay(owner, id, { amount_czk: 600, method: 'qr' })
    const paid = await owner.session.get(`${owner.base}/reservations/${id}/qr-payment`)
    expect(paid.statusCode).toBe(409)
    expect(paid.json().message).toBe('The reservation is already paid in full.')
  })

  it('answers 409 with a clear message when the company has no IBAN', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const { id } = await book(owner, '2026-11-23T09:00:00Z')
    const response = await owner.session.get(`${owner.base}/reservations/${id}/qr-payment`)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toEqual({
      message: 'The company has no IBAN. Add it in the company settings to show a QR payment.',
      code: 'company_iban_missing',
    })
  })
})

describe('GET /payments (payments overview)', () => {
  it('sums per day, method and worker in local dates, lists newest first and exports CSV', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const thursday = await book(owner, '2026-11-19T09:00:00Z', { confirm_out_of_working_hours: true })
    const monday = await book(owner, '2026-11-23T09:00:00Z', { worker_id: owner.fixture.workerIds[1] })
    // 22:30Z on 30 November is 23:30 in Prague, still November; 23:30Z is already 1 December there.
    await pay(owner, thursday.id, { amount_czk: 200, method: 'card', paid_at: '2026-11-19T10:00:00Z' })
    await pay(owner, monday.id, { amount_czk: 750, method: 'cash' })
    await pay(owner, monday.id, {
      amount_czk: 100,
      method: 'cash',
      paid_at: '2026-11-30T22:30:00Z',
      confirm_overpayment: true,
    })
    await pay(owner, monday.id, {
      amount_czk: 999,
      method: 'cash',
      paid_at: '2026-11-30T23:30:00Z',
      confirm_overpayment: true,
    })

    const response = await owner.session.get(
      `${owner.base}/payments?from=2026-11-01&to=2026-11-30&per_page=2`,
    )
    expect(response.statusCode, response.body).toBe(200)
    const { data, meta } = response.json()
    expect(meta).toEqual({ page: 1, per_page: 2, total: 3 })
    expect(data).toMatchObject({
      from: '2026-11-01',
      to: '2026-11-30',
      total_czk: 1050,
      count: 3,
      per_day: [
        { date: '2026-11-19', total_czk: 200, count: 1 },
        { date: '2026-11-23', total_czk: 750, count: 1 },
        { date: '2026-11-30', total_czk: 100, count: 1 },
      ],
      per_method: [
        { method: 'card', total_czk: 200, count: 1 },
        { method: 'cash', total_czk: 850, count: 2 },
      ],
      per_worker: [
        { worker_id: owner.fixture.workerIds[1], worker_name: 'Jana Dvořáková', total_czk: 850, count: 2 },
        { worker_id: owner.fixture.workerIds[0], worker_name: 'Petr Novák', total_czk: 200, count: 1 },
      ],
    })
    expect(data.payments.map((payment: { date: string }) => payment.date)).toEqual([
      '2026-11-30',
      '2026-11-23',
    ])
    expect(data.payments[0]).toMatchObject({
      reservation_id: monday.id,
      worker: { name: 'Jana Dvořáková' },
      customer: { first_name: 'Jan', surname: 'Šťastný' },
    })

    const cash = await owner.session.get(`${owner.base}/payments?from=2026-11-01&to=2026-11-30&method=cash`)
    expect(cash.json().data.total_czk).toBe(850)
    const csv = await owner.session.request({
      url: `${owner.base}/payments/export.csv?from=2026-11-01&to=2026-11-30`,
      headers: { 'accept-language': 'cs' },
    })
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    const lines = csv.body.trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      '\uFEFFDatum;Částka (Kč);Způsob;Rezervace;Termín rezervace;Pracovník;Zákazník;Zaznamenal',
    )
    expect(lines.slice(1).map((line) => line.split(';').slice(0, 3).join(';'))).toEqual([
      '30.11.2026;100;hotově',
      '23.11.2026;750;hotově',
      '19.11.2026;200;kartou',
    ])
    // The reservation's time on the branch's clock in Czech form, not a UTC instant.
    expect(lines.slice(1).map((line) => line.split(';')[4])).toEqual([
      '23.11.2026 10:00',
      '23.11.2026 10:00',
      '19.11.2026 10:00',
    ])
  })

  it('answers 422 without dates or for more than a year', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    expect((await owner.session.get(`${owner.base}/payments`)).statusCode).toBe(422)
    const long = await owner.session.get(`${owner.base}/payments?from=2025-01-01&to=2026-11-30`)
    expect(long.json().errors).toHaveProperty('to')
  })
})
