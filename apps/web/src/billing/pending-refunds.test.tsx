import { cleanup, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { PendingRefunds } from './pending-refunds'

const renderRefunds = (refunds: { amount_haler: number; since: string }[]) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PendingRefunds refunds={refunds} />
    </I18nextProvider>,
  )

afterEach(() => cleanup())

describe('a pending refund on the subscription screen (decision 056)', () => {
  it('shows the amount in crowns and the day in the owner’s language until it is refunded', async () => {
    await i18n.changeLanguage('cs')
    renderRefunds([{ amount_haler: 35090, since: '2026-11-25T18:30:00.000Z' }])
    expect(screen.getByRole('status').textContent).toContain('Vracíme vám platbu')
    expect(screen.getByTestId('pending-refunds').textContent).toContain(
      'Platbu kartou 350,90 Kč ze dne 25. 11. 2026 vám vracíme',
    )
    cleanup()

    await i18n.changeLanguage('en')
    renderRefunds([{ amount_haler: 29000, since: '2026-11-25T23:30:00.000Z' }])
    // 23:30 UTC is already the 26th in Prague; whole crowns without decimals.
    expect(screen.getByTestId('pending-refunds').textContent).toContain(
      'card payment of CZK 290 made on 26/11/2026',
    )
    cleanup()

    renderRefunds([])
    expect(screen.queryByRole('status')).toBeNull()
    await i18n.changeLanguage('cs')
  })
})
