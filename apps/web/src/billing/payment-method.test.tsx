import { CARD_FORM_PATH } from '@rezervo/shared/billing/limits'
import type { Plan, Subscription } from '@rezervo/shared/billing/schemas'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { PlanChooser } from './subscription-route'

const plans: Plan[] = [
  {
    id: 'zdarma',
    name: 'Zdarma',
    monthly_price_czk: 0,
    yearly_price_czk: 0,
    vat_rate: 21,
    limits: { branches: 1, workers: 2, reservations_per_month: 50, sms_per_month: 0 },
    features: { sms: false, statistics: false, staff_roles: false },
  },
  {
    id: 'start',
    name: 'Start',
    monthly_price_czk: 290,
    yearly_price_czk: 2900,
    vat_rate: 21,
    limits: { branches: 2, workers: 5, reservations_per_month: 500, sms_per_month: 50 },
    features: { sms: true, statistics: true, staff_roles: false },
  },
]

const subscription = (overrides: Partial<Subscription> = {}): Subscription => ({
  plan_id: 'zdarma',
  plan_name: 'Zdarma',
  interval: 'month',
  status: 'active',
  trial_ends_at: null,
  current_period_end: null,
  grace_ends_at: null,
  payment_method: null,
  card_available: false,
  card_label: null,
  pending_refunds: [],
  usage: { branches: 1, workers: 1, reservations_this_month: 0, sms_credits: 0 },
  limits: plans[0]!.limits,
  branches: [],
  workers: [],
  ...overrides,
})

function renderChooser(current: Subscription) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <PlanChooser companyId={1} subscription={current} plans={plans} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return within(screen.getByRole('group', { name: 'Způsob platby' }))
}

beforeEach(async () => {
  await i18n.changeLanguage('cs')
})
afterEach(() => cleanup())

describe('the payment method on the subscription screen (decision 034)', () => {
  it('without the provider’s keys offers bank transfer only and says so', () => {
    const method = renderChooser(subscription())
    expect(method.getByRole('radio', { name: /Platební karta/ })).toHaveProperty('disabled', true)
    expect(method.getByText(/Platba kartou zatím není k dispozici/)).toBeTruthy()
    expect(method.getByRole('radio', { name: /Bankovní převod/ })).toHaveProperty('checked', true)
    expect(screen.queryByRole('link', { name: 'Zadat platební kartu' })).toBeNull()
  })

  it('with the keys and no saved card, choosing the card links to the card form by a full page load and holds back paid plans', () => {
    const method = renderChooser(subscription({ card_available: true }))
    const card = method.getByRole('radio', { name: /Platební karta/ })
    expect(card).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Přejít na Start' })).toHaveProperty('disabled', false)
    fireEvent.click(card)
    const link = method.getByRole('link', { name: 'Zadat platební kartu' })
    // A plain link, not the router's: only the card form's own page lets the provider's script in.
    expect(link.getAttribute('href')).toBe(CARD_FORM_PATH)
    expect(method.getByText('Pro platbu kartou nejprve zadejte kartu.', { exact: false })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Přejít na Start' })).toHaveProperty('disabled', true)
  })

  it('with a saved card shows it, chooses the card and lets the owner change it', () => {
    const method = renderChooser(
      subscription({
        card_available: true,
        payment_method: 'card',
        card_label: 'Visa •••• 4242',
        plan_id: 'start',
        plan_name: 'Start',
      }),
    )
    expect(method.getByRole('radio', { name: /Platební karta/ })).toHaveProperty('checked', true)
    expect(method.getByText(/Uložená karta: Visa •••• 4242/)).toBeTruthy()
    expect(method.getByRole('link', { name: 'Změnit kartu' }).getAttribute('href')).toBe(CARD_FORM_PATH)
  })
})
