import type { PublicReservation } from '@rezervo/shared/schemas/booking'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { publicReservationQuery } from './booking-queries'
import { BookingConfirmation } from './confirmation-route'

const inThreeDays = new Date(Date.now() + 3 * 24 * 3_600_000)

const reservation = (emailed: boolean): PublicReservation => ({
  id: 7,
  state: 'upcoming',
  starts_at: inThreeDays.toISOString(),
  ends_at: new Date(inThreeDays.getTime() + 45 * 60_000).toISOString(),
  time_zone: 'Europe/Prague',
  duration_minutes: 45,
  items: [{ id: 1, name: 'Střih', duration_minutes: 45, price_czk: 450 }],
  price_czk: 450,
  note: null,
  worker: { id: 1, name: 'Alice' },
  customer: { first_name: 'Jan', surname: 'Novák' },
  branch: {
    name: 'Barbershop Brno',
    slug: 'brno',
    category_group_slug: 'krasa-a-pece',
    category_slug: 'barbershop',
    address: { street: 'Masarykova', house_number: '1', city: 'Brno', zip: '602 00', country: 'CZ' },
    phone: '+420731000111',
    email: null,
  },
  cancel_token: 'token',
  cancellable_until: new Date(inThreeDays.getTime() - 24 * 3_600_000).toISOString(),
  cancellable: true,
  cancelled_at: null,
  cancelled_by: null,
  attendance: null,
  confirmation_emailed: emailed,
})

function renderConfirmation(answer: PublicReservation) {
  const client = new QueryClient()
  client.setQueryData(publicReservationQuery('7', 'token').queryKey, { reservation: answer })
  window.history.replaceState(
    null,
    '',
    '/krasa-a-pece/barbershop/brno/potvrzeni-rezervace?reservation=7&token=token',
  )
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BookingConfirmation />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

beforeAll(async () => {
  await i18n.changeLanguage('cs')
})

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

describe('the confirmation page says a confirmation was emailed only when one was', () => {
  it('says so when the confirmation email was queued', async () => {
    renderConfirmation(reservation(true))
    expect(await screen.findByRole('heading', { name: 'Rezervace potvrzena' })).toBeTruthy()
    expect(screen.queryByText('Potvrzení jsme vám poslali e-mailem.')).not.toBeNull()
  })

  it('is silent about email when the company sends no confirmations', async () => {
    renderConfirmation(reservation(false))
    expect(await screen.findByRole('heading', { name: 'Rezervace potvrzena' })).toBeTruthy()
    expect(screen.queryByText('Potvrzení jsme vám poslali e-mailem.')).toBeNull()
  })
})
