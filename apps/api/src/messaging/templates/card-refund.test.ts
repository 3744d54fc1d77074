import { describe, expect, it } from 'vitest'
import { cardRefundedMessage, cardRefundOverdueMessage } from './card-refund'

const facts = { amountHaler: 35090, chargedAt: new Date('2026-11-23T08:00:00.000Z') }

describe('the card refund emails (decision 056)', () => {
  it('say in Czech and English that the payment of the refused plan change was given back', () => {
    const czech = cardRefundedMessage('cs', 'https://rezervo.test', facts)
    expect(czech.subject).toBe('Platbu 350,90 Kč jsme vám vrátili')
    expect(czech.text).toContain('změnu tarifu ze dne 23. 11. 2026 se nepodařilo dokončit')
    expect(czech.text).toContain('Tarif zůstal beze změny')
    expect(czech.html).toContain('href="https://rezervo.test/dashboard/settings/subscription?lang=cs"')

    const english = cardRefundedMessage('en', 'https://rezervo.test', facts)
    expect(english.subject).toBe('We have refunded your payment of CZK 350.90')
    expect(english.text).toContain('plan change of 23/11/2026')
    expect(english.html).toContain('<html lang="en">')
  })

  it('after a day say the refund is still pending, is being retried and that the team knows', () => {
    const czech = cardRefundOverdueMessage('cs', 'https://rezervo.test', facts)
    expect(czech.subject).toBe('Vrácení platby 350,90 Kč se zdržuje')
    expect(czech.text).toContain('Zkoušíme to dál automaticky')
    const english = cardRefundOverdueMessage('en', 'https://rezervo.test', facts)
    expect(english.subject).toBe('The refund of your payment of CZK 350.90 is delayed')
    expect(english.text).toContain('We keep trying automatically')
  })
})
