import type { Invoice } from '@rezervo/shared/schemas/invoice'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../lib/i18n'
import { InvoiceList } from './invoice-list'

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 7,
  kind: 'invoice',
  number: '2026-000001',
  variable_symbol: '2026000001',
  corrected_invoice_id: null,
  issued_on: '2026-03-10',
  taxable_supply_on: '2026-03-01',
  due_on: '2026-03-24',
  payment_method: 'bank_transfer',
  currency: 'CZK',
  base_czk: 12_940,
  vat_czk: 2_717.4,
  rounding_czk: -0.4,
  total_czk: 15_657,
  lines: [],
  ...overrides,
})

function answer(data: Invoice[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data, meta: { page: 1, per_page: 50, total: data.length } }), {
          headers: { 'content-type': 'application/json' },
        }),
    ),
  )
}

function renderList() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <InvoiceList companyId={3} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('InvoiceList', () => {
  it('shows each document with its amount, dates and download links', async () => {
    await i18n.changeLanguage('cs')
    answer([
      invoice({
        id: 8,
        kind: 'credit_note',
        number: 'OD2026-000001',
        corrected_invoice_id: 7,
        payment_method: 'card',
        total_czk: -592.9,
      }),
      invoice({}),
    ])
    renderList()
    const row = (await screen.findByText('2026-000001')).closest('tr')!
    expect(within(row).getByText('15 657,00 Kč')).toBeTruthy()
    expect(within(row).getByText('10. 3. 2026')).toBeTruthy()
    expect(within(row).getByText('24. 3. 2026')).toBeTruthy()
    expect(within(row).getByText('Převodem')).toBeTruthy()
    expect(
      within(row).getByRole('link', { name: 'Stáhnout PDF dokladu 2026-000001' }).getAttribute('href'),
    ).toBe('/api/v1/companies/3/invoices/7/pdf')
    expect(
      within(row).getByRole('link', { name: 'Stáhnout ISDOC dokladu 2026-000001' }).getAttribute('href'),
    ).toBe('/api/v1/companies/3/invoices/7/isdoc')
    const credit = screen.getByText('OD2026-000001').closest('tr')!
    expect(within(credit).getByText('Opravný daňový doklad')).toBeTruthy()
    expect(within(credit).getByText('-592,90 Kč')).toBeTruthy()
    expect(screen.getByText(/2 doklady/)).toBeTruthy()
  })

  it('says so when there is none, and speaks English too', async () => {
    await i18n.changeLanguage('en')
    answer([])
    renderList()
    expect(await screen.findByText('We have not issued any invoice to you yet.')).toBeTruthy()
    cleanup()
    answer([invoice({})])
    renderList()
    expect(await screen.findByText('CZK 15,657.00')).toBeTruthy()
    expect(screen.getByText('Bank transfer')).toBeTruthy()
    await i18n.changeLanguage('cs')
  })
})
