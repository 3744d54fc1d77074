import type { CustomerDetail } from '@rezervo/shared/schemas/customer'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CustomerHistory } from './customer-history'

const visit = {
  branch_id: 1,
  worker_id: 2,
  price_czk: 1200,
  cancelled_at: null,
  item_names: ['Barvení'],
  paid_czk: 0,
  attendance: null,
}

const customer: CustomerDetail = {
  id: 5,
  first_name: 'Jana',
  surname: 'Nová',
  email: 'jana@example.cz',
  phone: '+420731000111',
  note: 'Alergie na amoniak',
  locale: 'cs',
  consent_at: null,
  erased_at: null,
  archived_at: null,
  merged_into_customer_id: null,
  possible_duplicate_ids: [],
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  // Most recent first, as the API answers.
  reservations: [
    {
      ...visit,
      id: 3,
      starts_at: '2026-12-20T09:00:00.000Z',
      ends_at: '2026-12-20T10:00:00.000Z',
      state: 'upcoming',
    },
    {
      ...visit,
      id: 2,
      starts_at: '2026-12-05T09:00:00.000Z',
      ends_at: '2026-12-05T10:00:00.000Z',
      state: 'upcoming',
    },
    {
      ...visit,
      id: 1,
      starts_at: '2026-11-01T09:00:00.000Z',
      ends_at: '2026-11-01T10:00:00.000Z',
      state: 'expired',
      attendance: 'no_show',
    },
  ],
  turnover: { planned_czk: 3600, real_czk: 1200, reservation_count: 3, upcoming_count: 2, no_show_count: 1 },
}

describe('customer detail', () => {
  it('shows contacts as links, the note, total spent in crowns, visits ahead soonest first and no-shows', () => {
    render(<CustomerHistory customer={customer} />)
    expect(screen.getByRole('link', { name: '+420 731 000 111' }).getAttribute('href')).toBe(
      'tel:+420731000111',
    )
    expect(screen.getByRole('link', { name: 'jana@example.cz' }).getAttribute('href')).toBe(
      'mailto:jana@example.cz',
    )
    expect(screen.getByText('Alergie na amoniak')).toBeTruthy()
    const spent = screen.getByText('Celkem utraceno').parentElement as HTMLElement
    expect(within(spent).getByRole('definition').textContent?.replace(/\s/g, ' ')).toBe('1 200 Kč')
    const upcoming = screen.getByRole('region', { name: 'Nadcházející návštěvy' })
    const dates = within(upcoming)
      .getAllByRole('listitem')
      .map((item) => item.textContent)
    expect(dates).toHaveLength(2)
    expect(dates[0]).toContain('5. 12. 2026')
    expect(dates[1]).toContain('20. 12. 2026')
    const past = screen.getByRole('region', { name: 'Minulé a zrušené návštěvy' })
    expect(within(past).getByText('Nedorazil(a)')).toBeTruthy()
  })
})
