import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { CancelReservationForm } from './cancel-reservation-form'

const reservation = {
  id: 5,
  customer: { id: 2, first_name: 'Eva', surname: 'Malá', email: 'eva@example.cz', phone: '+420602123456' },
} as unknown as ReservationDetail

const requested: string[] = []

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  requested.length = 0
  // As for reception: the settings are management's (404), the narrow defaults are anyone's who cancels.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url))
      if (String(url).endsWith('/notification-settings/reservation-defaults'))
        return Response.json({
          data: { cancellation_email: true, cancellation_sms: true, change_email: true, change_sms: false },
        })
      return Response.json({ message: 'Not Found.' }, { status: 404 })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the cancel form', () => {
  it('ticks SMS and email as the company’s settings say, without reading the settings themselves', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <CancelReservationForm companyId={1} reservation={reservation} onDone={() => {}} />
        </QueryClientProvider>
      </I18nextProvider>,
    )
    const sms = screen.getByRole('checkbox', { name: 'Poslat zákazníkovi SMS' }) as HTMLInputElement
    const email = screen.getByRole('checkbox', { name: 'Poslat zákazníkovi e-mail' }) as HTMLInputElement
    await waitFor(() => expect(sms.checked && email.checked).toBe(true))
    expect(requested.some((url) => url.endsWith('/notification-settings'))).toBe(false)
  })
})
