import { describe, expect, it } from 'vitest'
import { recordIdFromParam } from './record-route'

describe('recordIdFromParam', () => {
  it('is undefined on the …/new route and the id for a positive whole number', () => {
    expect(recordIdFromParam(undefined)).toBeUndefined()
    expect(recordIdFromParam('42')).toBe(42)
  })

  it('is invalid for anything else, so a bad link never opens a form that creates a record', () => {
    for (const param of ['abc', '0', '-1', '1.5', '07', '', '99999999999']) {
      expect(recordIdFromParam(param), param).toBe('invalid')
    }
  })
})
