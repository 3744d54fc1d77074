import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { ReservationFilterForm } from './reservation-filter-form'
import type { ReservationListFilters } from './reservation-filters'

const member = vi.hoisted(() => ({ role: 'worker' as string, workerName: 'Jana Dvořáková' as string | null }))

vi.mock('../../companies', () => ({
  useCompanyRole: () => ({ ...member, workerId: 3, can: () => true }),
}))

const requested: string[] = []

function renderForm(
  filters: ReservationListFilters = { order: 'asc', page: 1 },
  onChange: (change: Partial<ReservationListFilters>) => void = () => {},
) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ReservationFilterForm companyId={1} filters={filters} onChange={onChange} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

beforeEach(async () => {
  await i18n.changeLanguage('cs')
  requested.length = 0
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      requested.push(String(url))
      return new Response(JSON.stringify({ data: [], meta: { total: 0 } }), {
        headers: { 'content-type': 'application/json' },
      })
    }),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the reservation list’s worker filter', () => {
  it('shows a worker their own name instead of an empty choice, and does not ask for the workers', async () => {
    member.role = 'worker'
    member.workerName = 'Jana Dvořáková'
    renderForm()
    expect(screen.getByText('Jana Dvořáková')).toBeTruthy()
    expect(screen.getByText('Vidíte jen své rezervace.')).toBeTruthy()
    expect(screen.queryByRole('combobox', { name: 'Pracovník' })).toBeNull()
    await vi.waitFor(() => expect(requested.some((url) => url.includes('/branches'))).toBe(true))
    expect(requested.some((url) => url.includes('/workers'))).toBe(false)
  })

  it('tells a worker whose record is gone why the list is empty', () => {
    member.role = 'worker'
    member.workerName = null
    renderForm()
    expect(screen.getByText(/není propojený s pracovníkem/)).toBeTruthy()
  })

  it('still offers management the choice of every worker', async () => {
    member.role = 'manager'
    renderForm()
    const select = screen.getByRole('combobox', { name: 'Pracovník' })
    expect(select.textContent).toContain('Všichni pracovníci')
  })
})

describe('the reservation list’s date filters', () => {
  it('take a Czech date, refuse a day that does not exist and an end before the start, sending neither', () => {
    member.role = 'manager'
    const changes: Partial<ReservationListFilters>[] = []
    renderForm({ order: 'asc', page: 1, from: '2026-11-10' }, (change) => changes.push(change))
    const from = screen.getByRole('textbox', { name: 'Od' })
    const to = screen.getByRole('textbox', { name: 'Do' })
    expect(from).toHaveProperty('value', '10. 11. 2026')
    fireEvent.change(to, { target: { value: '31. 11. 2026' } })
    fireEvent.blur(to)
    expect(screen.getByText('Zadejte datum jako 23. 11. 2026.')).toBeTruthy()
    fireEvent.change(to, { target: { value: '9. 11. 2026' } })
    fireEvent.blur(to)
    expect(screen.getByText('Datum konce nesmí být před datem začátku.')).toBeTruthy()
    expect(changes).toEqual([])
    fireEvent.change(to, { target: { value: '30. 11. 2026' } })
    fireEvent.blur(to)
    expect(changes).toEqual([{ to: '2026-11-30' }])
    expect(screen.queryByText('Datum konce nesmí být před datem začátku.')).toBeNull()
    // Emptied, the filter is gone.
    fireEvent.change(from, { target: { value: '' } })
    fireEvent.blur(from)
    expect(changes.at(-1)).toEqual({ from: undefined })
  })
})
