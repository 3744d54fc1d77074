import type { Item } from '@rezervo/shared/schemas/item'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { ItemForm } from './item-form-route'

const item = {
  id: 5,
  name: 'Barvení',
  description: null,
  duration: 1.5,
  duration_unit: 'hours',
  duration_minutes: 90,
  price_czk: 1200,
  buffer_after_minutes: 0,
  item_category_id: null,
  worker_ids: [],
  bookable_online: true,
  active: true,
  position: 1,
  archived_at: null,
  created_at: '2026-12-01T08:00:00.000Z',
  updated_at: '2026-12-01T08:00:00.000Z',
} as Item

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ message: 'Not Found.' }, { status: 404 })),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <ItemForm companyId={1} item={item} /> }])
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

describe('the service form’s numbers, the Czech way (issue 37, finding 16)', () => {
  it('shows 90 minutes in hours as "1,5", never "1.5", and the price as "1 200" with "whole crowns" said', () => {
    renderForm()
    expect((screen.getByLabelText('Délka', { exact: false }) as HTMLInputElement).value).toBe('1,5')
    expect((screen.getByLabelText('Cena (Kč)', { exact: false }) as HTMLInputElement).value).toBe('1 200')
    expect(screen.getByText('Celé koruny, např. 1 200 nebo 350 Kč.')).toBeTruthy()
  })

  it('answers "1 200,50" with "zadejte celé koruny" and "350 Kč" with nothing to correct', async () => {
    renderForm()
    const price = screen.getByLabelText('Cena (Kč)', { exact: false })
    fireEvent.input(price, { target: { value: '1 200,50' } })
    fireEvent.submit(price.closest('form')!)
    expect(await screen.findByText('Zadejte celé koruny, bez haléřů (např. 1 200).')).toBeTruthy()
    fireEvent.input(price, { target: { value: '350 Kč' } })
    fireEvent.submit(price.closest('form')!)
    await vi.waitFor(() =>
      expect(screen.queryByText('Zadejte celé koruny, bez haléřů (např. 1 200).')).toBeNull(),
    )
    expect(screen.queryByText('Zadejte částku v korunách, např. 1 200 nebo 350 Kč.')).toBeNull()
  })
})
