import { describe, expect, it } from 'vitest'
import {
  type CreateReservationForm,
  createInput,
  createReservationResolver,
  startInstant,
} from './create-reservation-values'

const form: CreateReservationForm = {
  worker_id: 3,
  date: '2026-11-25',
  time: '10:15',
  customer_mode: 'new',
  customer_id: null,
  customer: { first_name: 'Jana', surname: 'Nováková', email: 'jana@example.cz', phone: '' },
  item_ids: [4],
  note: '',
  notify_client: true,
  reminder_date: '',
  reminder_time: '',
}

describe('create reservation form', () => {
  it('reads date and time on the branch clock', () => {
    expect(startInstant('2026-11-25', '10:15', 'Europe/Prague')).toBe('2026-11-25T09:15:00.000Z')
    // 02:30 does not happen on the spring night; like a calendar app, the form takes it as 03:30 CEST.
    expect(startInstant('2027-03-28', '02:30', 'Europe/Prague')).toBe('2027-03-28T01:30:00.000Z')
    expect(startInstant('2026-11-25', '25:00', 'Europe/Prague')).toBe('')
  })

  it('reads a time typed without a colon on a phone (930, 9.30, 9,30) like 09:30', () => {
    for (const typed of ['930', '0930', '9.30', '9,30', '9:30']) {
      expect(startInstant('2026-11-25', typed, 'Europe/Prague')).toBe('2026-11-25T08:30:00.000Z')
    }
  })

  it('refuses an impossible time with the catalogue’s time message', async () => {
    const resolver = createReservationResolver(1, 'Europe/Prague')
    const options = { fields: {}, shouldUseNativeValidation: false } as never
    for (const typed of ['25:00', '9:75']) {
      const bad = await resolver({ ...form, time: typed }, undefined, options)
      expect(bad.errors).toEqual({ time: { type: 'custom', message: 'time' } })
    }
  })

  it('puts a start or a reminder whose typed date is no day under that date, not under the time', async () => {
    const resolver = createReservationResolver(1, 'Europe/Prague')
    const options = { fields: {}, shouldUseNativeValidation: false } as never
    // What the date field hands the form for '31. 2. 2026': the text as typed, which no schema takes.
    const bad = await resolver({ ...form, date: '31. 2. 2026' }, undefined, options)
    expect(Object.keys(bad.errors)).toEqual(['date'])
    const badReminder = await resolver(
      { ...form, reminder_date: '1. 1. 0', reminder_time: '18:00' },
      undefined,
      options,
    )
    expect(Object.keys(badReminder.errors)).toEqual(['reminder_date'])
  })

  it('sends a new customer or an existing one, never both', () => {
    expect(createInput(form, 1, 'Europe/Prague')).toMatchObject({
      customer_id: null,
      customer: { surname: 'Nováková' },
    })
    const existing = createInput({ ...form, customer_mode: 'existing', customer_id: 9 }, 1, 'Europe/Prague')
    expect(existing).toMatchObject({ customer_id: 9, customer: null })
  })

  it('validates with the shared schema and puts a bad start under the time', async () => {
    const resolver = createReservationResolver(1, 'Europe/Prague')
    const options = { fields: {}, shouldUseNativeValidation: false } as never
    const ok = await resolver(form, undefined, options)
    expect(ok.errors).toEqual({})
    expect(ok.values).toMatchObject({ starts_at: '2026-11-25T09:15:00.000Z', branch_id: 1 })
    const bad = await resolver({ ...form, time: '', item_ids: [] }, undefined, options)
    expect(Object.keys(bad.errors).sort()).toEqual(['item_ids', 'time'])
    const noCustomer = await resolver({ ...form, customer_mode: 'existing' }, undefined, options)
    expect(Object.keys(noCustomer.errors)).toEqual(['customer_id'])
  })

  it('sends the reminder of its own typed on the branch clock, none when empty, and names a half-typed one', async () => {
    expect(createInput(form, 1, 'Europe/Prague').reminder_send_at).toBeNull()
    const reminded = { ...form, reminder_date: '2026-11-24', reminder_time: '18:00' }
    expect(createInput(reminded, 1, 'Europe/Prague').reminder_send_at).toBe('2026-11-24T17:00:00.000Z')
    const resolver = createReservationResolver(1, 'Europe/Prague')
    const options = { fields: {}, shouldUseNativeValidation: false } as never
    const ok = await resolver(reminded, undefined, options)
    expect(ok.values).toMatchObject({ reminder_send_at: '2026-11-24T17:00:00.000Z' })
    const halfTyped = await resolver({ ...form, reminder_date: '2026-11-24' }, undefined, options)
    expect(Object.keys(halfTyped.errors)).toEqual(['reminder_time'])
    // Typed on a phone's numeric keypad, as the start is (the field is the same time field).
    const keypad = { ...form, reminder_date: '2026-11-24', reminder_time: '1800' }
    expect(createInput(keypad, 1, 'Europe/Prague').reminder_send_at).toBe('2026-11-24T17:00:00.000Z')
  })
})
