import { describe, expect, it } from 'vitest'
import { customerOffer, reminderSmsVariant } from './customer-offer'

// A visit on Tuesday 24 November 2026 at 10:00 in Prague, cancellable online until 24 hours before.
const DEADLINE = new Date('2026-11-23T09:00:00.000Z')
const at = (iso: string) => new Date(iso)

describe('customerOffer', () => {
  it('offers the online cancellation while the deadline lies ahead, and the phone for a change', () => {
    const offer = customerOffer({
      now: at('2026-11-23T08:59:59.999Z'),
      cancellableUntil: DEADLINE,
      branchPhone: '+420731000111',
    })
    expect(offer).toEqual({ cancelOnline: true, changeOnline: false, phone: '+420 731 000 111' })
    expect(reminderSmsVariant(offer)).toBe('cancel')
  })

  it('no longer offers it from the deadline itself on (a reminder 24 hours before with a 24-hour deadline)', () => {
    for (const now of ['2026-11-23T09:00:00.000Z', '2026-11-24T08:00:00.000Z']) {
      const offer = customerOffer({ now: at(now), cancellableUntil: DEADLINE, branchPhone: '731000111' })
      expect(offer).toEqual({ cancelOnline: false, changeOnline: false, phone: '+420 731 000 111' })
      expect(reminderSmsVariant(offer)).toBe('call')
    }
  })

  it('offers a change only when one can be made online, until its own deadline', () => {
    const changeableUntil = at('2026-11-22T09:00:00.000Z')
    const before = customerOffer({
      now: at('2026-11-21T09:00:00.000Z'),
      cancellableUntil: DEADLINE,
      changeableUntil,
      branchPhone: '731000111',
    })
    expect(before).toEqual({ cancelOnline: true, changeOnline: true, phone: null })
    expect(reminderSmsVariant(before)).toBe('changeOrCancel')
    const after = customerOffer({
      now: changeableUntil,
      cancellableUntil: DEADLINE,
      changeableUntil,
      branchPhone: null,
    })
    expect(after).toEqual({ cancelOnline: true, changeOnline: false, phone: null })
    expect(
      customerOffer({
        now: at('2026-11-21T09:00:00.000Z'),
        cancellableUntil: DEADLINE,
        changeableUntil: null,
        branchPhone: null,
      }).changeOnline,
    ).toBe(false)
  })

  it('falls back to the link for viewing when the branch has no phone to call', () => {
    const offer = customerOffer({ now: DEADLINE, cancellableUntil: DEADLINE, branchPhone: null })
    expect(offer).toEqual({ cancelOnline: false, changeOnline: false, phone: null })
    expect(reminderSmsVariant(offer)).toBe('view')
  })

  it('writes a foreign number in its international form', () => {
    expect(
      customerOffer({ now: DEADLINE, cancellableUntil: DEADLINE, branchPhone: '+421911123456' }).phone,
    ).toBe('+421 911 123 456')
  })
})
