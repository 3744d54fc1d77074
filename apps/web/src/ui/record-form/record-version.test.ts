import { describe, expect, it } from 'vitest'
import { etagOf, ifMatchHeaders, withEtag } from '../../lib/record-version'
import { changedFields } from './record-version'

describe('record versions', () => {
  it('keep the ETag beside the record object, and send it as If-Match', () => {
    const record = withEtag({ id: 1, name: 'Střih' }, '"abc"')
    expect(etagOf(record)).toBe('"abc"')
    expect(etagOf({ id: 1, name: 'Střih' })).toBeUndefined()
    expect(ifMatchHeaders(etagOf(record))).toEqual({ 'If-Match': '"abc"' })
    expect(ifMatchHeaders(undefined)).toEqual({})
  })

  it('name the fields someone else changed, not the bookkeeping', () => {
    const loaded = { id: 3, name: 'Tomáš', phone: null, working_hours: { 1: ['09:00'] }, updated_at: 'a' }
    const current = { id: 3, name: 'Tomáš', phone: null, working_hours: { 1: ['12:00'] }, updated_at: 'b' }
    expect(changedFields(loaded, current)).toEqual(['working_hours'])
    expect(changedFields(loaded, { ...current, name: 'Tomáš ml.' })).toEqual(['name', 'working_hours'])
  })
})
