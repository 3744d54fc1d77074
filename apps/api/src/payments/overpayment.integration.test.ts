import { describe, expect, it } from 'vitest'
import { createBody, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

describe('a payment over what is left to pay', () => {
  const t = useTestApp()

  it('is refused until confirmed, then recorded and shown as paid over the price', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const session = owner.session
    const created = await session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, '2026-11-24T09:00:00.000Z', { item_ids: [owner.fixture.itemIds[0]] }),
    )
    expect(created.statusCode, created.body).toBe(201)
    const url = `${owner.base}/reservations/${created.json().data.id}/payments`

    const typo = await session.post(
      url,
      { amount_czk: 4500, method: 'cash' },
      { headers: { 'accept-language': 'cs' } },
    )
    expect(typo.statusCode).toBe(422)
    expect(typo.json().errors).toEqual({
      amount_czk: [
        'Platba je o 4 050 Kč vyšší, než zbývá doplatit (450 Kč). Chcete-li ji zaznamenat, potvrďte přeplatek.',
      ],
    })
    // The amounts in the app's one money format, in the request's language.
    const english = await session.post(
      url,
      { amount_czk: 4500, method: 'cash' },
      { headers: { 'accept-language': 'en' } },
    )
    expect(english.json().errors.amount_czk).toEqual([
      'The payment is CZK 4,050 more than is left to pay (CZK 450). Confirm the overpayment to record it.',
    ])
    const exact = await session.post(url, { amount_czk: 200, method: 'cash' })
    expect(exact.statusCode, exact.body).toBe(201)
    const over = await session.post(url, { amount_czk: 300, method: 'card' })
    expect(over.statusCode).toBe(422)
    const confirmed = await session.post(url, { amount_czk: 300, method: 'card', confirm_overpayment: true })
    expect(confirmed.statusCode, confirmed.body).toBe(201)
    const reservation = (await session.get(`${owner.base}/reservations/${created.json().data.id}`)).json()
      .data
    expect(reservation).toMatchObject({ price_czk: 450, paid_czk: 500 })
  })
})
