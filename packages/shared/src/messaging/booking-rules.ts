import type { Locale } from '../constants'

/** A branch's booking rules as the branch page, the booking flow and the emails state them (decision 031). */
export interface BookingRules {
  min_notice_minutes: number
  horizon_days: number
  cancellation_deadline_hours: number
  max_upcoming_per_person: number
}

type PluralForms = Record<Intl.LDMLPluralRule, string>

const pluralRules: Record<Locale, Intl.PluralRules> = {
  cs: new Intl.PluralRules('cs-CZ'),
  en: new Intl.PluralRules('en-GB'),
}

/**
 * Czech in the accusative, as the sentences use them ("nejpozději 1 hodinu / 2 hodiny / 24 hodin před"); the
 * plural category comes from Intl (one 1, few 2–4, other 0 and 5+; many is for fractions, never used here).
 */
const UNITS: Record<'minute' | 'hour' | 'day' | 'reservation', Record<Locale, Partial<PluralForms>>> = {
  minute: { cs: { one: 'minutu', few: 'minuty', other: 'minut' }, en: { one: 'minute', other: 'minutes' } },
  hour: { cs: { one: 'hodinu', few: 'hodiny', other: 'hodin' }, en: { one: 'hour', other: 'hours' } },
  day: { cs: { one: 'den', few: 'dny', other: 'dní' }, en: { one: 'day', other: 'days' } },
  reservation: {
    cs: {
      one: 'nadcházející rezervaci',
      few: 'nadcházející rezervace',
      other: 'nadcházejících rezervací',
    },
    en: { one: 'upcoming reservation', other: 'upcoming reservations' },
  },
}

// Built once: constructing an Intl formatter costs far more than formatting with it, and every booking's
// emails state the rules (a tenth of a booking's CPU under load, issue 16).
const numberFormats: Record<Locale, Intl.NumberFormat> = {
  cs: new Intl.NumberFormat('cs-CZ'),
  en: new Intl.NumberFormat('en-GB'),
}

/** '1 hodinu', '2 hodiny', '24 hodin'; '1 hour', '24 hours'. */
export function countOf(count: number, unit: keyof typeof UNITS, locale: Locale): string {
  const forms = UNITS[unit][locale]
  const form = forms[pluralRules[locale].select(count)] ?? forms.other
  return `${numberFormats[locale].format(count).replace(/[\u00A0\u202F]/g, ' ')} ${form}`
}

/** A length of time in the largest unit that states it exactly: 90 → '90 minut', 120 → '2 hodiny'. */
export function durationOf(minutes: number, locale: Locale): string {
  if (minutes > 0 && minutes % 60 === 0) return countOf(minutes / 60, 'hour', locale)
  return countOf(minutes, 'minute', locale)
}

/** The sentence of the cancellation and rescheduling deadline, without a concrete date. */
function deadlineRule(hours: number, locale: Locale): string {
  if (locale === 'cs') {
    return hours === 0
      ? 'Rezervaci můžete zrušit nebo přesunout online až do jejího začátku'
      : `Rezervaci můžete zrušit nebo přesunout nejpozději ${countOf(hours, 'hour', locale)} před začátkem`
  }
  return hours === 0
    ? 'You can cancel or reschedule online until the visit starts'
    : `You can cancel or reschedule up to ${countOf(hours, 'hour', locale)} before the start`
}

/**
 * The branch's rules in plain words, one sentence each: how soon before the start one can book, how far
 * ahead, until when a booking can be cancelled or moved, and how many upcoming bookings one person may hold.
 */
export function bookingRulesLines(rules: BookingRules, locale: Locale): string[] {
  const notice = rules.min_notice_minutes
  if (locale === 'cs') {
    return [
      notice === 0
        ? 'Rezervovat můžete až do začátku termínu.'
        : `Rezervovat můžete nejpozději ${durationOf(notice, locale)} před začátkem.`,
      `Termíny nabízíme nejvýše ${countOf(rules.horizon_days, 'day', locale)} dopředu.`,
      `${deadlineRule(rules.cancellation_deadline_hours, locale)}.`,
      `Najednou můžete mít nejvýše ${countOf(rules.max_upcoming_per_person, 'reservation', locale)}.`,
    ]
  }
  return [
    notice === 0
      ? 'You can book until the visit starts.'
      : `You can book up to ${durationOf(notice, locale)} before the start.`,
    `Times are offered up to ${countOf(rules.horizon_days, 'day', locale)} ahead.`,
    `${deadlineRule(rules.cancellation_deadline_hours, locale)}.`,
    `You can hold at most ${countOf(rules.max_upcoming_per_person, 'reservation', locale)} at a time.`,
  ]
}

/** Czech weekdays after "do" (genitive), by Intl's nominative name. */
const CZECH_WEEKDAY_GENITIVE: Record<string, string> = {
  pondělí: 'pondělí',
  úterý: 'úterý',
  středa: 'středy',
  čtvrtek: 'čtvrtka',
  pátek: 'pátku',
  sobota: 'soboty',
  neděle: 'neděle',
}

/** The deadline's formatter per language and time zone, built once (see numberFormats). */
const deadlineFormats = new Map<string, Intl.DateTimeFormat>()

function deadlineFormat(timeZone: string, locale: Locale): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`
  let format = deadlineFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'cs' ? 'cs-CZ' : 'en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: locale === 'cs' ? 'numeric' : 'long',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    })
    deadlineFormats.set(key, format)
  }
  return format
}

/** 'čtvrtka 12. 3. 9:30' (after "do") / 'Thursday 12 March, 9:30', on the branch's clock. */
export function deadlineMoment(deadline: Date, timeZone: string, locale: Locale): string {
  const parts = deadlineFormat(timeZone, locale).formatToParts(deadline)
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? ''
  const time = `${Number(part('hour'))}:${part('minute')}`
  if (locale === 'cs') {
    const weekday = CZECH_WEEKDAY_GENITIVE[part('weekday')] ?? part('weekday')
    return `${weekday} ${Number(part('day'))}. ${Number(part('month'))}. ${time}`
  }
  return `${part('weekday')} ${Number(part('day'))} ${part('month')}, ${time}`
}

/**
 * The deadline of one reservation: the rule and the concrete moment it ends, "Rezervaci můžete zrušit nebo
 * přesunout nejpozději 24 hodin před začátkem, tj. do čtvrtka 12. 3. 9:30." Only for a deadline still ahead:
 * a message sent after it says instead that online changes are over (customerOffer).
 */
export function deadlineSentence(hours: number, deadline: Date, timeZone: string, locale: Locale): string {
  const moment = deadlineMoment(deadline, timeZone, locale)
  return locale === 'cs'
    ? `${deadlineRule(hours, locale)}, tj. do ${moment}.`
    : `${deadlineRule(hours, locale)}, that is until ${moment}.`
}
