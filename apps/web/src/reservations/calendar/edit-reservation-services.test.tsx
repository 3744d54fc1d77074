import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { EditReservationForm } from './edit-reservation-form'

// Booked with "Střih" (item 7), deleted since: the catalogue lists only "Barvení" (item 8).
const reservation = {
  id: 5,
  branch_id: 1,
  time_zone: 'Europe/Prague',
  starts_at: '2026-12-09T09:00:00.000Z',
  ends_at: '2026-12-09T09:30:00.000Z',
  local: { date: '2026-12-09', start: '10:00', end: '10:30' },
  worker: { id: 3, name: 'Jana Nováková', color: '#000', archived: false },
  customer: { id: 2, first_name: 'Eva', surname: 'Malá', email: 'eva@example.cz', phone: null },
  items: [
    { id: 1, item_id: 7, name: 'Střih', duration_minutes: 30, buffer_after_minutes: 0, price_czk: 450 },
  ],
  note: null,
  notify_client: true,
  reminder_send_at: null,
  updated_at: '2026-12-01T08:00:00.000Z',
  history: [],
  payments: [],
} as unknown as ReservationDetail

const colouring = {
  id: 8,
  name: 'Barvení',
  duration_minutes: 60,
  price_czk: 900,
  active: true,
  worker_ids: [3, 4],
}

const workerError = 'Tento pracovník služby rezervace neposkytuje. Vyberte jiného pracovníka.'

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url)
      if (path.endsWith('/notification-settings/reservation-defaults'))
        return Response.json({
          data: { cancellation_email: true, cancellation_sms: false, change_email: true, change_sms: false },
        })
      if (path.endsWith('/csrf-cookie')) return new Response(null, { status: 204 })
      if (path.includes('/items'))
        return Response.json({ data: [colouring], meta: { page: 1, per_page: 100, total: 1 } })
      if (init?.method === 'PATCH')
        return Response.json({ message: workerError, errors: { worker_id: [workerError] } }, { status: 422 })
      return Response.json({ message: 'Not Found.' }, { status: 404 })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <EditReservationForm
          companyId={1}
          reservation={reservation}
          workers={[
            { id: 3, title: 'Jana Nováková', color: '#000', archived: false },
            { id: 4, title: 'Petr Novák', color: '#111', archived: false },
          ]}
          onDone={() => {}}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

describe('the edit form and the services the reservation was booked with (issue 37, findings 6 and 7)', () => {
  it('keeps a deleted service ticked, from the reservation’s agreed line', async () => {
    renderForm()
    const kept = (await screen.findByRole('checkbox', {
      name: /^Střih – služba už není v nabídce/,
    })) as HTMLInputElement
    expect(kept.checked).toBe(true)
    expect(kept.closest('label')?.textContent).toContain('450')
    const other = (await screen.findByRole('checkbox', { name: /^Barvení/ })) as HTMLInputElement
    expect(other.checked).toBe(false)
  })

  it('shows the server’s refusal of a worker who does not perform the services at the worker field', async () => {
    renderForm()
    await screen.findByRole('checkbox', { name: /^Barvení/ })
    fireEvent.change(screen.getByRole('combobox', { name: /Pracovník/ }), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await vi.waitFor(() => expect(screen.getAllByText(workerError).length).toBeGreaterThan(0), {
      timeout: 3000,
    })
    const worker = screen.getByRole('combobox', { name: /Pracovník/ })
    expect(worker.getAttribute('aria-invalid')).toBe('true')
  })
})
