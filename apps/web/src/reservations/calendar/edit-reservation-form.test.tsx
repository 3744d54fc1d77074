import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { EditReservationForm } from './edit-reservation-form'

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

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (String(url).endsWith('/notification-settings/reservation-defaults'))
        return Response.json({
          data: { cancellation_email: true, cancellation_sms: false, change_email: true, change_sms: false },
        })
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
          workers={[{ id: 3, title: 'Jana Nováková', color: '#000', archived: false }]}
          onDone={() => {}}
        />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

const checkboxNames = () =>
  screen
    .getAllByRole('checkbox')
    .map((box) => box.getAttribute('aria-label') ?? box.closest('label')?.textContent)

describe('the edit form’s choices about the customer (issue 37, finding 24)', () => {
  it('offers one choice, the reminder, while nothing the customer would be told of changes', () => {
    renderForm()
    const reminder = screen.getByRole('checkbox', {
      name: 'Poslat zákazníkovi připomínku',
    }) as HTMLInputElement
    expect(reminder.checked).toBe(true)
    expect(screen.queryByRole('checkbox', { name: 'Poslat zákazníkovi zprávu o změně' })).toBeNull()
    // Never the two look-alike labels side by side again.
    expect(checkboxNames().join('|')).not.toMatch(/Informovat zákazníka|potvrzení/)
  })

  it('asks whether to tell the customer once the time changes, under a label that says what is sent', () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Začátek'), { target: { value: '11:00' } })
    const notice = screen.getByRole('checkbox', {
      name: 'Poslat zákazníkovi zprávu o změně',
    }) as HTMLInputElement
    expect(notice.checked).toBe(true)
    expect(screen.getByRole('checkbox', { name: 'Poslat zákazníkovi připomínku' })).toBeTruthy()
  })

  it('keeps the two apart: the reminder in its own group, the change notice outside it saying when it leaves', () => {
    renderForm()
    fireEvent.change(screen.getByLabelText('Začátek'), { target: { value: '11:00' } })
    const reminderGroup = screen.getByRole('group', { name: 'Připomínka' })
    expect(
      within(reminderGroup).getByRole('checkbox', { name: 'Poslat zákazníkovi připomínku' }),
    ).toBeTruthy()
    const notice = screen.getByRole('checkbox', { name: 'Poslat zákazníkovi zprávu o změně' })
    expect(reminderGroup.contains(notice)).toBe(false)
    expect(notice.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(notice.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Zákazník dostane zprávu, pokud změnu nevrátíte.',
    )
  })
})
