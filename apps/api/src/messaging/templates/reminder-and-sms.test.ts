import { describe, expect, it } from 'vitest'
import { businessCancellationEmail } from './business-cancellation'
import { reminderEmail } from './reminder-email'
import type { ReservationSummary } from './reservation-summary'
import { reminderSmsText, smsText } from './sms-text'

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
  phone: '731 000 111',
}

const CAN_CANCEL = { cancelOnline: true, changeOnline: false, phone: '731 000 111' }
const TOO_LATE = { cancelOnline: false, changeOnline: false, phone: '731 000 111' }

describe('reminderEmail', () => {
  it('reminds in Czech with the visit, the link and the cancellation deadline', () => {
    const email = reminderEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/r?token=a&b',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
      offer: CAN_CANCEL,
    })
    expect(email.subject).toBe('Připomínka rezervace – Na Rohu')
    expect(email.text).toContain('Kdy: úterý 24. 11. 2026, 10:00–11:15')
    expect(email.text).toContain('Zobrazit nebo zrušit rezervaci: https://rezervo.cz/r?token=a&b')
    expect(email.text).toContain(
      'Rezervaci můžete zrušit nejpozději 24 hodin před začátkem, tj. do pondělí 23. 11. 10:00. Změnu prosím domluvte s provozovnou na telefonu 731 000 111.',
    )
    const movable = reminderEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/r',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
      offer: { ...CAN_CANCEL, changeOnline: true },
    })
    expect(movable.text).toContain('Zobrazit, přesunout nebo zrušit rezervaci: https://rezervo.cz/r')
    expect(movable.text).toContain(
      'Rezervaci můžete zrušit nebo přesunout nejpozději 24 hodin před začátkem, tj. do pondělí 23. 11. 10:00.',
    )
    expect(email.html).toContain('href="https://rezervo.cz/r?token=a&amp;b"')
    expect(email.html).toContain('<html lang="cs">')
  })

  it('reminds in English', () => {
    const email = reminderEmail({
      locale: 'en',
      summary,
      manageUrl: 'https://rezervo.cz/r',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
      offer: CAN_CANCEL,
    })
    expect(email.subject).toBe('Reminder of your reservation – Na Rohu')
    expect(email.text).toContain('Services: Pánský střih, Úprava vousů')
    expect(email.text).toContain('View or cancel the reservation: https://rezervo.cz/r')
  })

  it('sent at the deadline, offers neither the passed time nor a link to cancel, but the phone', () => {
    for (const locale of ['cs', 'en'] as const) {
      const email = reminderEmail({
        locale,
        summary,
        manageUrl: 'https://rezervo.cz/r',
        cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
        offer: TOO_LATE,
      })
      expect(email.text).not.toContain('23. 11. 2026')
      expect(email.text).not.toMatch(/zrušit online do|cancel online until|nebo zrušit|or cancel the/)
      expect(email.text).toContain('731 000 111')
    }
    const cs = reminderEmail({
      locale: 'cs',
      summary,
      manageUrl: 'https://rezervo.cz/r',
      cancellableUntil: new Date('2026-11-23T09:00:00.000Z'),
      offer: TOO_LATE,
    })
    expect(cs.text).toContain('Zobrazit rezervaci: https://rezervo.cz/r')
    expect(cs.text).toContain(
      'Online už rezervaci nelze zrušit ani přesunout. Změnu nebo zrušení prosím domluvte s provozovnou na telefonu 731 000 111.',
    )
  })
})

describe('reminderSmsText', () => {
  it('offers the link to cancel before the deadline, and no change that cannot be made online', () => {
    expect(reminderSmsText(null, facts, CAN_CANCEL, 'cs')).toBe(
      'Připomínáme rezervaci Pánský střih, Úprava vousů 24. 11. 2026 v 10:00 (Na Rohu). Zrušení online: https://rezervo.cz/r',
    )
    expect(reminderSmsText(null, facts, CAN_CANCEL, 'en')).toMatch(/Cancel online: https:\/\/rezervo\.cz\/r$/)
  })

  it("after the deadline gives the branch's phone instead of the link", () => {
    expect(reminderSmsText(null, facts, TOO_LATE, 'cs')).toBe(
      'Připomínáme rezervaci Pánský střih, Úprava vousů 24. 11. 2026 v 10:00 (Na Rohu). Změny a zrušení na tel. 731 000 111',
    )
    expect(reminderSmsText(null, facts, TOO_LATE, 'en')).toMatch(/To change or cancel, call 731 000 111$/)
    expect(reminderSmsText(null, facts, { ...TOO_LATE, phone: null }, 'cs')).toMatch(
      /Podrobnosti: https:\/\/rezervo\.cz\/r$/,
    )
  })

  it("keeps the company's own text as written", () => {
    expect(reminderSmsText('Zítra {time}, tel. {phone}', facts, TOO_LATE, 'cs')).toBe(
      'Zítra 10:00, tel. 731 000 111',
    )
  })
})

describe('businessCancellationEmail', () => {
  it('greets Hana as "Hano", like every message to a customer', () => {
    const email = businessCancellationEmail({
      locale: 'cs',
      customerFirstName: 'Hana',
      startsAt: summary.startsAt,
      timeZone: 'Europe/Prague',
      branchName: 'Na Rohu',
      reason: null,
      branchUrl: 'https://rezervo.cz/na-rohu',
    })
    expect(email.text).toMatch(/^Dobrý den, Hano,\n/)
    expect(email.text).not.toContain('Hana')
  })
})

describe('smsText', () => {
  it('renders the built-in text in the customer language', () => {
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
