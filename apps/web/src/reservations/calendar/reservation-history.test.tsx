import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ReservationHistory } from './reservation-history'

const reservation = {
  time_zone: 'Europe/Prague',
  payments: [],
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
    expect(screen.getByText('Informovat zákazníka: ano → ne')).toBeTruthy()
    expect(text.replace(/\s/g, ' ')).toContain('Cena: 450 Kč → 1 200 Kč')
    expect(screen.getByText('Způsob platby: Hotovost')).toBeTruthy()
    expect(text).not.toMatch(/starts_at|notify_client|price_czk|amount_czk|method|true|false/)
  })
})
