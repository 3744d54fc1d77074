import { formatCzk, formatDateTime, formatTime, formatWeekdayDate, type Locale } from '@rezervo/shared'
import { emailTexts } from './email-texts'

/** The facts of one reservation that every booking email repeats, already in plain values. */
export interface ReservationSummary {
  branchName: string
  address: string
  services: string[]
  workerName: string
  startsAt: Date
  endsAt: Date
  timeZone: string
  priceCzk: number
  /** The customer's first name, for the greeting of emails to them (decision 028). */
  customerFirstName?: string | null
}

/** 'úterý 24. 11. 2026, 10:00–10:45' in the branch's time zone. */
export function visitTimeText(summary: ReservationSummary, locale: Locale): string {
  const day = formatWeekdayDate(summary.startsAt, summary.timeZone, locale)
  const from = formatTime(summary.startsAt, summary.timeZone, locale)
  return `${day}, ${from}–${formatTime(summary.endsAt, summary.timeZone, locale)}`
}

export function deadlineText(deadline: Date, timeZone: string, locale: Locale): string {
  return formatDateTime(deadline, timeZone, locale)
}

export function summaryLines(summary: ReservationSummary, locale: Locale): string[] {
  const text = emailTexts(locale)
  return [
    `${text('summary.services', { count: summary.services.length })}: ${summary.services.join(', ')}`,
    `${text('summary.when')}: ${visitTimeText(summary, locale)}`,
    `${text('summary.where')}: ${[summary.branchName, summary.address].filter(Boolean).join(', ')}`,
    `${text('summary.worker')}: ${summary.workerName}`,
    `${text('summary.price')}: ${formatCzk(summary.priceCzk, locale)}`,
  ]
}
