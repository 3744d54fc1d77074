import { RESERVATION_NOTE_MAX_LENGTH, type ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { describe, expect, it } from 'vitest'
import { editBody, editFormDefaults, editReservationResolver, undoBody } from './edit-reservation-values'

const reservation = {
  id: 7,
  branch_id: 1,
  time_zone: 'Europe/Prague',
  starts_at: '2027-10-31T09:00:00.000Z',
  ends_at: '2027-10-31T09:45:00.000Z',
  local: { date: '2027-10-31', start: '10:00', end: '10:45' },
  state: 'upcoming',
  worker: { id: 3, name: 'Tomáš Novák', color: '#2563eb', archived: false },
  customer: { id: 5, first_name: 'Jana', surname: 'Nová', email: null, phone: null },
  items: [
    { id: 1, item_id: 4, name: 'Střih', duration_minutes: 45, buffer_after_minutes: 0, price_czk: 450 },
  ],
  price_czk: 450,
  paid_czk: 0,
  note: null,
  source: 'business',
  notify_client: true,
  reminder_send_at: null,
  attendance: null,
  cancelled_at: null,
  cancelled_by: null,
  cancel_reason: null,
  created_at: '2027-10-01T09:00:00.000Z',
  updated_at: '2027-10-01T09:00:00.000Z',
  payments: [],
  history: [],
  history_names: { workers: [], branches: [] },
} satisfies ReservationDetail

const options = { fields: {}, shouldUseNativeValidation: false } as never

describe('edit reservation form', () => {
  it('sends only what changed, the time read on the branch clock (the day clocks go back)', () => {
    const untouched = editFormDefaults(reservation)
    expect(editBody(untouched, reservation)).toEqual({})
    expect(editBody({ ...untouched, time: '02:30', note: 'Přijde dřív' }, reservation)).toEqual({
      // 02:30 comes twice that night; the first, summer one is 00:30Z.
      starts_at: '2027-10-31T00:30:00.000Z',
      note: 'Přijde dřív',
      send_change_notice: true,
    })
  })

  it('says whether to tell the customer only of a new time, worker or services, and how to undo them', () => {
    const untouched = editFormDefaults(reservation, false)
    expect(editBody({ ...untouched, note: 'Jen poznámka' }, reservation)).toEqual({ note: 'Jen poznámka' })
    // Re-pricing only when the owner ticks it, and the customer hears of it as the form says.
    expect(editBody({ ...untouched, reprice: true, send_change_notice: false }, reservation)).toEqual({
      reprice: true,
      send_change_notice: false,
    })
    const moved = editBody({ ...untouched, time: '11:00', item_ids: [4, 6] }, reservation)
    expect(moved).toEqual({
      starts_at: '2027-10-31T10:00:00.000Z',
      item_ids: [4, 6],
      send_change_notice: false,
    })
    expect(undoBody(moved, reservation)).toEqual({
      starts_at: '2027-10-31T09:00:00.000Z',
      ends_at: '2027-10-31T09:45:00.000Z',
      worker_id: 3,
      reminder_send_at: reservation.reminder_send_at,
      item_ids: [4],
    })
  })

  it('refuses a form without services, with a bad time or a too long note before anything is sent', async () => {
    const resolver = editReservationResolver(reservation)
    const ok = await resolver(editFormDefaults(reservation), undefined, options)
    expect(ok.errors).toEqual({})
    const bad = await resolver(
      {
        ...editFormDefaults(reservation),
        item_ids: [],
        time: '25:00',
        note: 'x'.repeat(RESERVATION_NOTE_MAX_LENGTH + 1),
      },
      undefined,
      options,
    )
    expect(Object.keys(bad.errors).sort()).toEqual(['item_ids', 'note', 'time'])
    expect(bad.errors.note?.message).toBe(`max:${RESERVATION_NOTE_MAX_LENGTH}`)
    const noDate = await resolver({ ...editFormDefaults(reservation), date: '' }, undefined, options)
    expect(Object.keys(noDate.errors)).toEqual(['date'])
    // A typed date that is no day (the date field hands it on as typed) is the date's error, not the time's.
    const noDay = await resolver(
      { ...editFormDefaults(reservation), date: '31. 2. 2026' },
      undefined,
      options,
    )
    expect(Object.keys(noDay.errors)).toEqual(['date'])
  })

  it('sets, keeps and clears the reservation’s own reminder, read on the branch clock', async () => {
    const untouched = editFormDefaults(reservation)
    expect(untouched).toMatchObject({ reminder_date: '', reminder_time: '' })
    expect(
      editBody({ ...untouched, reminder_date: '2027-10-30', reminder_time: '18:00' }, reservation),
    ).toEqual({ reminder_send_at: '2027-10-30T16:00:00.000Z' })
    const withReminder = { ...reservation, reminder_send_at: '2027-10-30T16:00:00.000Z' }
    const shown = editFormDefaults(withReminder)
    expect(shown).toMatchObject({ reminder_date: '2027-10-30', reminder_time: '18:00' })
    expect(editBody(shown, withReminder)).toEqual({})
    expect(editBody({ ...shown, reminder_date: '', reminder_time: '' }, withReminder)).toEqual({
      reminder_send_at: null,
    })
    const resolver = editReservationResolver(reservation)
    const half = await resolver({ ...untouched, reminder_date: '2027-10-30' }, undefined, options)
    expect(Object.keys(half.errors)).toEqual(['reminder_time'])
  })
})
