import type { PublicReservation } from '@rezervo/shared/schemas/booking'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { setTestCookie } from '../testing/set-test-cookie'
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
  vi.unstubAllGlobals()
  window.history.replaceState(null, '', '/')
})

describe('the confirmation page says a confirmation was emailed only when one was', () => {
  it('says so when the confirmation email was queued', async () => {
    renderConfirmation(reservation(true))
    expect(await screen.findByRole('heading', { name: 'Rezervace potvrzena' })).toBeTruthy()
    expect(screen.queryByText('Potvrzení jsme vám poslali e-mailem.')).not.toBeNull()
  })

  it('labels one service "Služba" and more "Služby" (issue 37, finding 21)', async () => {
    renderConfirmation(reservation(true))
    expect(await screen.findByText('Služba')).toBeTruthy()
    cleanup()
    const two = reservation(true)
    renderConfirmation({
      ...two,
      items: [...two.items, { id: 2, name: 'Vousy', duration_minutes: 15, price_czk: 150 }],
    })
    expect(await screen.findByText('Služby')).toBeTruthy()
  })

  it('is silent about email when the company sends no confirmations', async () => {
    renderConfirmation(reservation(false))
    expect(await screen.findByRole('heading', { name: 'Rezervace potvrzena' })).toBeTruthy()
    expect(screen.queryByText('Potvrzení jsme vám poslali e-mailem.')).toBeNull()
  })
})

describe('the customer is told why a change failed and whom to call (issue 37, findings 13 and 14)', () => {
  it("a move of a booking cancelled in another tab shows the server's reason, not 'choose another time'", async () => {
    setTestCookie('XSRF-TOKEN=t; path=/')
    const day = new Date(inThreeDays.getTime() + 24 * 3_600_000).toISOString().slice(0, 10)
    vi.stubGlobal('fetch', async (input: string | URL | Request) => {
      const path = String(input)
      if (path.includes('/availability?'))
        return Response.json({
          time_zone: 'Europe/Prague',
          duration_minutes: 45,
          price_czk: 450,
          days: [
            {
              date: day,
              available: true,
              slots: [{ starts_at: `${day}T09:00:00.000Z`, time: '10:00', worker_ids: [1] }],
            },
          ],
        })
      if (path.endsWith('/reschedule'))
        return Response.json({ message: 'Rezervace už byla zrušena.' }, { status: 409 })
      return new Response(null, { status: 404 })
    })
    renderConfirmation(reservation(true))
    fireEvent.click(await screen.findByRole('button', { name: 'Přesunout termín' }))
    const freeDay = () =>
      screen
        .getAllByRole('button')
        .find((button) => button.hasAttribute('aria-label') && !button.hasAttribute('disabled'))
    await waitFor(() => expect(freeDay()).toBeTruthy())
    fireEvent.click(freeDay() as HTMLElement)
    fireEvent.click(await screen.findByRole('button', { name: '10:00' }))
    fireEvent.click(await screen.findByRole('button', { name: /^Přesunout na / }))
    expect(await screen.findByText('Rezervace už byla zrušena.')).toBeTruthy()
    expect(screen.queryByText('Termín se nepodařilo změnit. Vyberte prosím jiný čas.')).toBeNull()
  })

  it("past the online deadline gives the branch's phone as a tel: link", async () => {
    renderConfirmation({ ...reservation(true), cancellable: false })
    const call = await screen.findByRole('link', { name: '+420 731 000 111' })
    expect(call.getAttribute('href')).toBe('tel:+420731000111')
    expect(call.closest('p')?.textContent).toContain('Online už rezervaci zrušit nelze')
  })
})
