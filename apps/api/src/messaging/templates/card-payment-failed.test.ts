import { describe, expect, it } from 'vitest'
import { cardPaymentFailedMessage } from './card-payment-failed'

const facts = {
  planName: 'Start',
  amountHaler: 35090,
  nextAttemptAt: new Date('2026-12-26T08:00:00.000Z'),
  graceEndsAt: new Date('2027-01-06T08:00:00.000Z'),
}

describe('the card payment failed email (decision 034)', () => {
  it('tells the owner in Czech and English what failed, when it is tried again and when the grace ends', () => {
    const czech = cardPaymentFailedMessage('cs', 'https://rezervo.test', facts)
    expect(czech.subject).toBe('Platba kartou za tarif Start se nezdařila')
    expect(czech.text).toContain('platbu 350,90 Kč za tarif Start')
    expect(czech.text).toContain('Zkusíme ji znovu 26. 12. 2026.')
    expect(czech.text).toContain('Tarif vám do 6. 1. 2027 zůstává')
    expect(czech.text).toContain('o žádná data nepřijdete')
    expect(czech.html).toContain('href="https://rezervo.test/dashboard/settings/subscription?lang=cs"')

    const english = cardPaymentFailedMessage('en', 'https://rezervo.test', facts)
    expect(english.subject).toBe('The card payment for your Start plan failed')
    expect(english.text).toContain('CZK 350.90')
    expect(english.text).toContain('We will try again on')
    expect(english.html).toContain('<html lang="en">')
  })

  it('after the last try says there is none and asks for another card or a transfer', () => {
    const last = cardPaymentFailedMessage('cs', 'https://rezervo.test', { ...facts, nextAttemptAt: null })
    expect(last.text).toContain(
      'Další pokus už nebude. Uložte prosím jinou kartu, nebo zvolte platbu převodem.',
    )
    expect(last.text).not.toContain('Zkusíme ji znovu')
  })
})
