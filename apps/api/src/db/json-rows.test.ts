import { describe, expect, it } from 'vitest'
import { rowFromJson } from './json-rows'
import { customers } from './schema'

describe('rowFromJson', () => {
  const json = {
    id: 7,
    company_id: 3,
    first_name: 'Hana',
    surname: 'Nováková',
    email: 'hana@example.cz',
    phone: null,
    locale: 'cs',
    consent_at: '2026-11-25T10:00:00+00:00',
    search_text: 'hana novakova',
    created_at: '2026-11-25T10:00:00.123+00:00',
    updated_at: '2026-11-25T11:00:00+00:00',
  }

  it('reads a row from its to_jsonb: snake_case keys, instants as Dates, missing as null', () => {
    const row = rowFromJson(customers, json)
    expect(row.id).toBe(7)
    expect(row.companyId).toBe(3)
    expect(row.firstName).toBe('Hana')
    expect(row.phone).toBeNull()
    expect(row.note).toBeNull()
    expect(row.consentAt).toEqual(new Date('2026-11-25T10:00:00Z'))
    expect(row.createdAt).toEqual(new Date('2026-11-25T10:00:00.123Z'))
    expect(row.archivedAt).toBeNull()
  })

  it('answers the same on every call (the columns are worked out once per table)', () => {
    const first = rowFromJson(customers, json)
    const again = rowFromJson(customers, { ...json, first_name: 'Petr' })
    expect({ ...again, firstName: 'Hana' }).toEqual(first)
    expect(Object.keys(again)).toEqual(Object.keys(first))
  })
})
