import { calendarDialogs } from '@rezervo/shared/i18n/calendar-dialogs'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReservationHistory } from './reservation-history'

const reservation = {
  time_zone: 'Europe/Prague',
  worker: { id: 1, name: 'Jana Nováková', color: '#000', archived: false },
  customer: { id: 2, first_name: 'Eva', surname: 'Malá', email: null, phone: null },
  payments: [],
  // The API names the records its entries refer to; none here, so ids read as "č. N".
  history_names: { workers: [], branches: [] },
  history: [
    {
      id: 1,
      action: 'updated',
      actor: 'business',
      user: { name: 'Jana Nováková' },
      created_at: '2026-11-20T08:00:00.000Z',
      changes: {
        starts_at: { from: '2026-11-25T09:00:00.000Z', to: '2026-11-25T10:00:00.000Z' },
        notify_client: { from: true, to: false },
        price_czk: { from: 450, to: 1200 },
      },
    },
    {
      id: 2,
      action: 'payment_added',
      actor: 'business',
      user: null,
      created_at: '2026-11-25T10:30:00.000Z',
      changes: { amount_czk: 1200, method: 'cash' },
    },
  ],
} as unknown as ReservationDetail

describe('reservation history', () => {
  afterEach(cleanup)

  it('names the changed fields and values in Czech, not as the API’s English field names', () => {
    render(<ReservationHistory reservation={reservation} />)
    const text = document.body.textContent ?? ''
    expect(screen.getByText(/^Začátek: 25\. 11\. 2026 10:00 → 25\. 11\. 2026 11:00$/)).toBeTruthy()
    expect(screen.getByText('Posílat připomínku: ano → ne')).toBeTruthy()
    expect(text.replace(/\s/g, ' ')).toContain('Cena: 450 Kč → 1 200 Kč')
    expect(screen.getByText('Způsob platby: Hotovost')).toBeTruthy()
    expect(text).not.toMatch(/starts_at|notify_client|price_czk|amount_czk|method|true|false/)
  })

  it('names the workers and the branch a moved reservation’s history refers to, not their numbers', () => {
    const moved = {
      ...reservation,
      worker: { id: 4, name: 'Petra Malá', color: '#000', archived: false },
      history: [
        {
          id: 1,
          action: 'created',
          actor: 'business',
          user: null,
          created_at: '2026-11-20T08:00:00.000Z',
          changes: { branch_id: 7, worker_id: 3 },
        },
        {
          id: 2,
          action: 'updated',
          actor: 'business',
          user: null,
          created_at: '2026-11-21T08:00:00.000Z',
          changes: { worker_id: { from: 3, to: 4 } },
        },
      ],
      history_names: {
        workers: [
          { id: 3, name: 'Karel Starý' },
          { id: 4, name: 'Petra Malá' },
        ],
        branches: [{ id: 7, name: 'Na Rohu' }],
      },
    } as unknown as ReservationDetail
    render(<ReservationHistory reservation={moved} />)
    expect(screen.getByText('Pobočka: Na Rohu')).toBeTruthy()
    expect(screen.getByText('Pracovník: Karel Starý')).toBeTruthy()
    expect(screen.getByText('Pracovník: Karel Starý → Petra Malá')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/č\. \d/)
  })
})

/**
 * Every field the API writes into a reservation's history (apps/api/src/reservations: reservation-insert-repository's
 * 'created', update-plan's diff, reminder-after-move, status-service's cancel/restore/attendance,
 * details-repository's customer move; payments/service; customers/repository's merge). A field added there
 * must be added here and get its label, or the history shows it raw again.
 */
const HISTORY_FIELDS = [
  // created
  'source',
  'branch_id',
  'worker_id',
  'customer_id',
  'starts_at',
  'ends_at',
  'price_czk',
  'items',
  // updated
  'repriced',
  'note',
  'notify_client',
  'reminder_send_at',
  'reminder_sent_at',
  // cancelled, restored, attendance
  'reason',
  'sms_queued',
  'email_queued',
  'cancelled_at',
  'cancelled_by',
  'cancel_reason',
  'attendance',
  // payments
  'payment_id',
  'amount_czk',
  'method',
  'paid_at',
] as const

describe('every history field has a label in both languages', () => {
  afterEach(cleanup)

  it.each(['cs', 'en'] as const)('%s', (locale) => {
    const labels = calendarDialogs[locale].history.field as Record<string, string>
    const missing = HISTORY_FIELDS.filter((field) => !labels[field]?.trim())
    expect(missing).toEqual([])
  })

  it('a created entry reads in words: source, worker and customer by name, not ids', () => {
    const created = {
      ...reservation,
      worker: { id: 7, name: 'Petra Nová', color: '#000', archived: false },
      customer: { id: 9, first_name: 'Karel', surname: 'Dvořák', email: null, phone: null },
      history: [
        {
          id: 3,
          action: 'created',
          actor: 'customer',
          user: null,
          created_at: '2026-11-20T08:00:00.000Z',
          changes: { source: 'online', branch_id: 1, worker_id: 7, customer_id: 9, items: ['Střih'] },
        },
      ],
    } as unknown as ReservationDetail
    render(<ReservationHistory reservation={created} />)
    expect(screen.getByText('Zdroj: online rezervace')).toBeTruthy()
    expect(screen.getByText('Pobočka: č. 1')).toBeTruthy()
    expect(screen.getByText('Pracovník: Petra Nová')).toBeTruthy()
    expect(screen.getByText('Zákazník: Karel Dvořák')).toBeTruthy()
    expect(document.body.textContent).not.toMatch(/source|branch_id|worker_id|customer_id/)
  })
})
