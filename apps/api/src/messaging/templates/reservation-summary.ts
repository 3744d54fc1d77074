import { formatCzk, formatDateTime, formatTime, formatWeekdayDate, type Locale } from '@rezervo/shared'

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

const LABELS: Record<
  Locale,
  { services: string; when: string; where: string; worker: string; price: string }
> = {
  cs: { services: 'Služby', when: 'Kdy', where: 'Kde', worker: 'Pracovník', price: 'Cena' },
  en: { services: 'Services', when: 'When', where: 'Where', worker: 'With', price: 'Price' },
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
  const labels = LABELS[locale]
  return [
    `${labels.services}: ${summary.services.join(', ')}`,
    `${labels.when}: ${visitTimeText(summary, locale)}`,
    `${labels.where}: ${[summary.branchName, summary.address].filter(Boolean).join(', ')}`,
    `${labels.worker}: ${summary.workerName}`,
    `${labels.price}: ${formatCzk(summary.priceCzk, locale)}`,
  ]
}
