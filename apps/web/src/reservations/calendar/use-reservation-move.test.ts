import type { Reservation } from '@rezervo/shared/schemas/reservation'
import { describe, expect, it } from 'vitest'
import type { CalendarEvent } from './calendar-events'
import { moveBody, undoMoveBody } from './use-reservation-move'

const PRAGUE = 'Europe/Prague'
const reservation = {
  id: 7,
  starts_at: '2026-11-25T09:00:00.000Z',
  ends_at: '2026-11-25T09:45:00.000Z',
  worker: { id: 1, name: 'Tomáš', color: '#2563eb', archived: false },
  items: [],
} as unknown as Reservation
const event = { id: 7, resourceId: 1, reservation } as CalendarEvent
/** A calendar date: what the calendar hands back, Prague wall clock as browser-local time. */
const at = (hour: number, minute = 0) => new Date(2026, 10, 25, hour, minute)

describe('moveBody', () => {
  it('a drag sends the new start only; the server keeps the length', () => {
    expect(
      moveBody({ event, start: at(10, 30), end: at(11, 15), workerId: 1, kind: 'move' }, PRAGUE),
    ).toEqual({
      starts_at: '2026-11-25T09:30:00.000Z',
    })
  })

  it('a drag into another column also changes the worker', () => {
    expect(moveBody({ event, start: at(10), end: at(10, 45), workerId: 2, kind: 'move' }, PRAGUE)).toEqual({
      worker_id: 2,
    })
  })

  it('a resize sends the new end', () => {
    expect(moveBody({ event, start: at(10), end: at(11), workerId: 1, kind: 'resize' }, PRAGUE)).toEqual({
      ends_at: '2026-11-25T10:00:00.000Z',
    })
  })

  it("a resize of a service with a buffer keeps the buffer after the customer's new end", () => {
    const buffered = {
      ...reservation,
      ends_at: '2026-11-25T09:55:00.000Z',
      items: [
        { id: 1, item_id: 1, name: 'Střih', duration_minutes: 45, buffer_after_minutes: 10, price_czk: 450 },
      ],
    } as Reservation
    const bufferedEvent = { id: 7, resourceId: 1, reservation: buffered } as CalendarEvent
    expect(
      moveBody({ event: bufferedEvent, start: at(10), end: at(11), workerId: 1, kind: 'resize' }, PRAGUE),
    ).toEqual({ ends_at: '2026-11-25T10:10:00.000Z' })
    // Dropped where it was (the customer's end 10:45): nothing to send.
    expect(
      moveBody({ event: bufferedEvent, start: at(10), end: at(10, 45), workerId: 1, kind: 'resize' }, PRAGUE),
    ).toBeNull()
  })

  it('a drop on the same place sends nothing', () => {
    expect(moveBody({ event, start: at(10), end: at(10, 45), workerId: 1, kind: 'move' }, PRAGUE)).toBeNull()
  })
})

describe('undoMoveBody', () => {
  it('"Zpět" puts back the time, the worker and the reminder time of its own as they were', () => {
    const withReminder = { ...reservation, reminder_send_at: '2026-11-24T17:00:00.000Z' }
    expect(undoMoveBody(withReminder)).toEqual({
      starts_at: '2026-11-25T09:00:00.000Z',
      ends_at: '2026-11-25T09:45:00.000Z',
      worker_id: 1,
      reminder_send_at: '2026-11-24T17:00:00.000Z',
    })
    expect(undoMoveBody({ ...reservation, reminder_send_at: null }).reminder_send_at).toBeNull()
  })
})
