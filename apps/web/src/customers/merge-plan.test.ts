import type { CustomerDetail } from '@rezervo/shared/schemas/customer'
import { describe, expect, it } from 'vitest'
import { mergePlan, suggestedKeptId } from './merge-plan'

const customer = (
  overrides: Partial<Omit<CustomerDetail, 'reservations'>> & { id: number; reservationCount?: number },
): CustomerDetail => {
  const { reservationCount = 0, ...rest } = overrides
  return {
    first_name: 'Alena',
    surname: 'Nováková',
    email: null,
    phone: null,
    note: null,
    locale: 'cs',
    consent_at: null,
    erased_at: null,
    archived_at: null,
    merged_into_customer_id: null,
    possible_duplicate_ids: [],
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    reservations: [],
    turnover: {
      planned_czk: 0,
      real_czk: 0,
      reservation_count: reservationCount,
      upcoming_count: 0,
      no_show_count: 0,
    },
    ...rest,
  }
}

const alena = customer({ id: 11, email: 'alena@example.cz', phone: '+420731000111', reservationCount: 3 })
const bara = customer({
  id: 12,
  first_name: 'Bára',
  email: 'bara@example.cz',
  phone: '+420731000111',
  note: 'Alergie na latex',
  reservationCount: 1,
})

describe('mergePlan', () => {
  it('keeps the chosen customer and moves the other one’s reservations to them', () => {
    const plan = mergePlan(alena, bara, bara.id)
    expect(plan.target.id).toBe(bara.id)
    expect(plan.source.id).toBe(alena.id)
    expect(plan.reservationCount).toBe(4)
    expect(plan.allowed).toBe(true)
  })

  it('previews the kept customer with their own name and email, empty fields filled from the other', () => {
    const { result } = mergePlan(alena, bara, alena.id)
    expect(result).toMatchObject({
      id: alena.id,
      first_name: 'Alena',
      email: 'alena@example.cz',
      note: 'Alergie na latex',
    })
  })

  it('does not allow an archived or anonymised customer, nor one customer twice', () => {
    expect(mergePlan(alena, { ...bara, archived_at: '2026-11-20T10:00:00.000Z' }, alena.id).allowed).toBe(
      false,
    )
    expect(mergePlan({ ...alena, erased_at: '2026-11-20T10:00:00.000Z' }, bara, bara.id).allowed).toBe(false)
    expect(mergePlan(alena, alena, alena.id).allowed).toBe(false)
  })
})

describe('suggestedKeptId', () => {
  it('offers the customer with more reservations, else the older record', () => {
    expect(suggestedKeptId(bara, alena)).toBe(alena.id)
    expect(suggestedKeptId({ ...bara, turnover: alena.turnover }, alena)).toBe(alena.id)
  })
})
