import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locale } from '@rezervo/shared'
import { emails } from '@rezervo/shared/i18n/emails'
import { describe, expect, it } from 'vitest'
import { bookingConfirmationEmail } from './booking-confirmation'
import { businessCancellationEmail } from './business-cancellation'
import { cancellationConfirmedEmail } from './cancellation-confirmed'
import { cardPaymentFailedMessage } from './card-payment-failed'
import { cardRefundedMessage, cardRefundOverdueMessage } from './card-refund'
import { customerCancellationEmail } from './customer-cancellation'
import { customerRescheduleEmail } from './customer-reschedule'
import type { RenderedEmail } from './layout'
import { memberInvitationEmail } from './member-invitation'
import { newBookingEmail } from './new-booking'
import { reminderEmail } from './reminder-email'
import { reservationChangedEmail } from './reservation-changed'
import type { ReservationSummary } from './reservation-summary'
import { resetPasswordMessage } from './reset-password'
import { smsCreditsExhaustedMessage } from './sms-credits-exhausted'
import { verifyEmailMessage } from './verify-email'

const summary: ReservationSummary = {
  branchName: 'Barber na rohu',
  address: 'Vinohradská 1234/56, 120 00 Praha 2',
  services: ['Pánský střih'],
  workerName: 'Tomáš Novák',
  startsAt: new Date('2027-03-10T09:00:00Z'),
  endsAt: new Date('2027-03-10T09:45:00Z'),
  timeZone: 'Europe/Prague',
  priceCzk: 1200,
  customerFirstName: 'Hana',
}
const customer = { name: 'Eva Dvořáková', email: 'eva@example.cz', phone: '+420777123456', note: null }
const offer = { cancelOnline: true, changeOnline: false, phone: '731 000 111' }
const cancellableUntil = new Date('2027-03-09T09:00:00Z')
const url = 'https://rezervo.example/x'
const card = { amountHaler: 35_090, chargedAt: new Date('2026-11-25T10:00:00Z') }

/** Every email the app sends, with the subject and one sentence the reader must find, in both languages. */
const EMAILS: {
  name: string
  render: (locale: Locale) => RenderedEmail
  cs: [subject: string, sentence: string]
  en: [subject: string, sentence: string]
}[] = [
  {
    name: 'verify email',
    render: (locale) => verifyEmailMessage({ locale, firstName: 'Jana', url, validMinutes: 1 }),
    cs: ['Ověřte svou e-mailovou adresu', 'Odkaz platí 1 minutu.'],
    en: ['Verify your email address', 'This link is valid for 1 minute.'],
  },
  {
    name: 'reset password',
    render: (locale) => resetPasswordMessage({ locale, firstName: 'Jana', url, validMinutes: 1500 }),
    cs: ['Obnovení hesla', 'Odkaz platí 1 500 minut a lze ho použít jen jednou.'],
    en: ['Reset your password', 'This link is valid for 1,500 minutes and works once.'],
  },
  {
    name: 'member invitation',
    render: (locale) =>
      memberInvitationEmail({
        locale,
        companyName: 'Barber s.r.o.',
        inviterName: 'Petr Svoboda',
        role: 'reception',
        url,
        expiresAt: new Date('2026-12-12T10:00:00Z'),
      }),
    cs: ['Pozvánka do týmu Barber s.r.o. v Rezervo', 'Petr Svoboda vás zve do týmu firmy Barber s.r.o.'],
    en: ['Invitation to the Barber s.r.o. team on Rezervo', 'Petr Svoboda invites you to the team of'],
  },
  {
    name: 'booking confirmation',
    render: (locale) =>
      bookingConfirmationEmail({ locale, summary, manageUrl: url, cancellableUntil, offer }),
    cs: [
      'Potvrzení rezervace – Barber na rohu',
      'Změnu prosím domluvte s provozovnou na telefonu 731 000 111.',
    ],
    en: ['Reservation confirmed – Barber na rohu', 'To change it, please call the business on 731 000 111.'],
  },
  {
    name: 'reminder',
    render: (locale) => reminderEmail({ locale, summary, manageUrl: url, cancellableUntil, offer }),
    cs: ['Připomínka rezervace – Barber na rohu', 'Cena: 1 200 Kč'],
    en: ['Reminder of your reservation – Barber na rohu', 'Price: CZK 1,200'],
  },
  {
    name: 'reservation changed',
    render: (locale) =>
      reservationChangedEmail({
        locale,
        summary,
        previous: { ...summary, workerName: 'Jana Malá' },
        manageUrl: url,
      }),
    cs: ['Změna rezervace – Barber na rohu', 'Původně: Jana Malá'],
    en: ['Reservation changed – Barber na rohu', 'Previously with: Jana Malá'],
  },
  {
    name: 'business cancellation',
    render: (locale) =>
      businessCancellationEmail({
        locale,
        customerFirstName: 'Hana',
        startsAt: summary.startsAt,
        timeZone: summary.timeZone,
        branchName: summary.branchName,
        reason: 'Nemoc',
        branchUrl: url,
      }),
    cs: ['Rezervace 10. 3. 2027 v 10:00 byla zrušena', 'Důvod: Nemoc'],
    en: ['Your reservation on 10/03/2027 at 10:00 has been cancelled', 'Reason: Nemoc'],
  },
  {
    name: 'cancellation confirmed',
    render: (locale) => cancellationConfirmedEmail({ locale, summary, bookingUrl: url }),
    cs: ['Rezervace zrušena – Barber na rohu', 'vaši rezervaci jsme zrušili, jak jste si přáli.'],
    en: ['Reservation cancelled – Barber na rohu', 'your reservation has been cancelled, as you asked.'],
  },
  {
    name: 'new booking',
    render: (locale) => newBookingEmail({ locale, summary, customer, dashboardUrl: url }),
    cs: ['Nová rezervace – Barber na rohu', 'Zákazník: Eva Dvořáková'],
    en: ['New reservation – Barber na rohu', 'Customer: Eva Dvořáková'],
  },
  {
    name: 'customer cancellation',
    render: (locale) => customerCancellationEmail({ locale, summary, customer, dashboardUrl: url }),
    cs: ['Zrušená rezervace – Barber na rohu', 'Termín je znovu volný pro online rezervace.'],
    en: ['Reservation cancelled – Barber na rohu', 'The time is free again for online booking.'],
  },
  {
    name: 'customer reschedule',
    render: (locale) =>
      customerRescheduleEmail({
        locale,
        summary,
        previousStartsAt: new Date('2027-03-09T09:00:00Z'),
        customer,
        dashboardUrl: url,
      }),
    cs: ['Zákazník přesunul rezervaci – Barber na rohu', 'Původní termín: 9. 3. 2027 10:00. Nový termín:'],
    en: ['A customer moved their reservation – Barber na rohu', 'It was at 09/03/2027, 10:00. The new time:'],
  },
  {
    name: 'SMS credits exhausted',
    render: (locale) => smsCreditsExhaustedMessage(locale, 'https://rezervo.example'),
    cs: ['Došel vám kredit na SMS', 'E-maily zákazníkům chodí dál.'],
    en: ['You have run out of SMS credits', 'Emails to customers still go.'],
  },
  {
    name: 'card payment failed',
    render: (locale) =>
      cardPaymentFailedMessage(locale, 'https://rezervo.example', {
        planName: 'Start',
        amountHaler: 35_090,
        nextAttemptAt: null,
        graceEndsAt: new Date('2026-12-19T10:00:00Z'),
      }),
    cs: ['Platba kartou za tarif Start se nezdařila', 'platbu 350,90 Kč za tarif Start z uložené karty'],
    en: ['The card payment for your Start plan failed', 'We will not try again.'],
  },
  {
    name: 'card refunded',
    render: (locale) => cardRefundedMessage(locale, 'https://rezervo.example', card),
    cs: ['Platbu 350,90 Kč jsme vám vrátili', 'změnu tarifu ze dne 25. 11. 2026 se nepodařilo dokončit'],
    en: [
      'We have refunded your payment of CZK 350.90',
      'Your plan change of 25/11/2026 could not be completed',
    ],
  },
  {
    name: 'card refund overdue',
    render: (locale) => cardRefundOverdueMessage(locale, 'https://rezervo.example', card),
    cs: ['Vrácení platby 350,90 Kč se zdržuje', 'O zdržení ví i náš tým.'],
    en: ['The refund of your payment of CZK 350.90 is delayed', 'Our team knows about the delay too.'],
  },
]

const keysOf = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keysOf(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  )
/** A plural's forms count as one key: Czech has `_few` and `_many` where English has none. */
const baseKeys = (catalogue: object) => [
  ...new Set(keysOf(catalogue).map((key) => key.replace(/_(one|few|many|other)$/, ''))),
]

describe('the emails’ texts come from the i18n catalogue (issue 31)', () => {
  it.each(EMAILS)('$name: the subject and its key sentence in Czech and in English', (email) => {
    for (const locale of ['cs', 'en'] as const) {
      const rendered = email.render(locale)
      const [subject, sentence] = email[locale]
      expect(rendered.subject).toBe(subject)
      expect(rendered.text).toContain(sentence)
      expect(rendered.html).toContain(`<html lang="${locale}">`)
      expect(rendered.text).toContain(locale === 'cs' ? 'Tým Rezervo' : 'The Rezervo team')
      // No placeholder left unfilled and no key shown instead of a missing text.
      expect(`${rendered.subject}\n${rendered.text}`).not.toMatch(/\{\{|\b[a-z]+[A-Z]\w*\.[a-z]\w+/)
    }
  })

  it('has every text in both languages', () => {
    expect(baseKeys(emails.en).sort()).toEqual(baseKeys(emails.cs).sort())
  })

  it('leaves no template choosing its language by hand', () => {
    const folder = import.meta.dirname
    const sources = readdirSync(folder).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    const byHand = sources.filter((file) =>
      /locale === '(cs|en)'/.test(readFileSync(join(folder, file), 'utf8')),
    )
    expect(byHand).toEqual([])
  })
})
