import { describe, expect, it } from 'vitest'
import type { Customer } from '../schemas/customer'
import { mergedCustomer } from './customer-merge'
import { fillEmptyFields } from './fill-empty-fields'

describe('fillEmptyFields', () => {
  it('takes only what the kept record lacks', () => {
    const kept = { firstName: 'Alena', phone: null as string | null, note: '  ' }
    const other = { firstName: 'Alenka', phone: '+420731000111', note: 'Alergie na latex' }
    expect(fillEmptyFields(kept, other, ['firstName', 'phone', 'note'])).toEqual({
      phone: '+420731000111',
      note: 'Alergie na latex',
    })
  })

  it('adds nothing the other record does not have', () => {
    const kept: { phone: string | null } = { phone: null }
    expect(fillEmptyFields(kept, { phone: '' }, ['phone'])).toEqual({})
  })
})

describe('mergedCustomer', () => {
  it('keeps the kept customer’s email and name and fills their empty phone', () => {
    const kept: Pick<Customer, 'first_name' | 'email' | 'phone' | 'note' | 'consent_at'> = {
      first_name: 'Alena',
      email: 'alena@example.cz',
      phone: null,
      note: null,
      consent_at: null,
    }
    const other = {
      first_name: 'Bára',
      email: 'bara@example.cz',
      phone: '+420731000111',
      note: null,
      consent_at: '2026-11-01T10:00:00.000Z',
    }
    expect(mergedCustomer(kept, other)).toEqual({
      first_name: 'Alena',
      email: 'alena@example.cz',
      phone: '+420731000111',
      note: null,
      consent_at: '2026-11-01T10:00:00.000Z',
    })
  })
})
