import { describe, expect, it } from 'vitest'
import { reminderEmail } from './reminder-email'
import type { ReservationSummary } from './reservation-summary'
import { smsText } from './sms-text'

const summary: ReservationSummary = {
  branchName: 'Na Rohu',
  address: 'Vinohradská 12, 120 00 Praha',
  services: ['Pánský střih', 'Úprava vousů'],
  workerName: 'Petr',
  startsAt: new Date('2026-11-24T09:00:00.000Z'),
  endsAt: new Date('2026-11-24T10:15:00.000Z'),
  timeZone: 'Europe/Prague',
  priceCzk: 750,
}
const facts = {
  customerName: 'Jana Nováková',
  startsAt: summary.startsAt,
  timeZone: 'Europe/Prague',
  branchName: 'Na Rohu',
  services: summary.services,
  link: 'https://rezervo.cz/r',
}

describe('reminderEmail', () => {
  it('reminds in Czech with the visit, the link and the cancellation deadline', () => {
    const email = reminderEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/r?token=a&b',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
    })
    expect(email.subject).toBe('Připomínka rezervace – Na Rohu')
    expect(email.text).toContain('Kdy: úterý 24. 11. 2026, 10:00–11:15')
    expect(email.text).toContain('Zobrazit nebo zrušit rezervaci: https://rezervo.cz/r?token=a&b')
    expect(email.text).toContain('zrušit online do 23. 11. 2026 10:00')
    expect(email.html).toContain('href="https://rezervo.cz/r?token=a&amp;b"')
    expect(email.html).toContain('<html lang="cs">')
  })

  it('reminds in English', () => {
    const email = reminderEmail({
      locale: 'en',
      summary,
      manageUrl: 'https://rezervo.cz/r',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
    })
    expect(email.subject).toBe('Reminder of your reservation – Na Rohu')
    expect(email.text).toContain('Services: Pánský střih, Úprava vousů')
  })
})

describe('smsText', () => {
  it('renders the built-in text in the customer language', () => {
    expect(smsText('reminder', null, facts, 'cs')).toBe(
      'Připomínáme rezervaci Pánský střih, Úprava vousů 24. 11. 2026 v 10:00 (Na Rohu). Změna nebo zrušení: https://rezervo.cz/r',
    )
    expect(smsText('cancellation', null, { ...facts, reason: 'Nemoc' }, 'en')).toMatch(
      /^Your reservation on 24\/11\/2026 at 10:00 \(Na Rohu\) has been cancelled\. Reason: Nemoc\. Book again:/,
    )
  })

  it("prefers the company's own text for every language", () => {
    expect(smsText('reminder', '{customer_name}, zítra {time}!', facts, 'en')).toBe(
      'Jana Nováková, zítra 10:00!',
    )
  })
})
