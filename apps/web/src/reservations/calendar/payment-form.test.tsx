import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { PaymentForm } from './payment-form'

const reservation = {
  id: 5,
  time_zone: 'Europe/Prague',
  price_czk: 1500,
  paid_czk: 0,
} as unknown as ReservationDetail

const payments: unknown[] = []

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  payments.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (String(url).endsWith('/reservations/5/payments') && init?.method === 'POST') {
        payments.push(JSON.parse(String(init.body)))
        return Response.json({ data: { id: 1 } }, { status: 201 })
      }
      if (String(url).endsWith('/csrf-cookie')) return new Response(null, { status: 204 })
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
        <PaymentForm companyId={1} reservation={reservation} onDone={() => {}} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return screen.getByLabelText('Částka (Kč)', { exact: false }) as HTMLInputElement
}

describe('the payment’s amount as a Czech owner types it (issue 37, finding 16)', () => {
  it('starts at what is left, written "1 500", and says it takes whole crowns', () => {
    const amount = renderForm()
    expect(amount.value).toBe('1 500')
    expect(amount.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('Celé koruny, např. 1 200 nebo 350 Kč.')).toBeTruthy()
  })

  it('records "350 Kč" and "1 200" (narrow no-break space) as whole crowns', async () => {
    const amount = renderForm()
    fireEvent.change(amount, { target: { value: '350 Kč' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit platbu' }))
    await waitFor(() => expect(payments).toMatchObject([{ amount_czk: 350 }]))
    cleanup()
    const again = renderForm()
    fireEvent.change(again, { target: { value: '1\u202f200' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit platbu' }))
    await waitFor(() => expect(payments).toMatchObject([{ amount_czk: 350 }, { amount_czk: 1200 }]))
  })

  it('refuses "1 200,50" by saying what to type, and sends nothing', async () => {
    const amount = renderForm()
    fireEvent.change(amount, { target: { value: '1 200,50' } })
    fireEvent.click(screen.getByRole('button', { name: 'Uložit platbu' }))
    expect(await screen.findByText('Zadejte celé koruny, bez haléřů (např. 1 200).')).toBeTruthy()
    expect(payments).toEqual([])
  })
})
