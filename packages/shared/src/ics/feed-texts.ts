import type { Locale } from '../constants'

/** The words of a worker's or a branch's calendar feed (decision 039). */
export interface CalendarFeedTexts {
  /** The calendar's name in the app: 'Rezervo – Jana Nováková'. */
  calendarName: (owner: string) => string
  cancelled: string
  worker: string
  phone: string
  note: string
}

export const CALENDAR_FEED_TEXTS: Record<Locale, CalendarFeedTexts> = {
  cs: {
    calendarName: (owner) => `Rezervo – ${owner}`,
    cancelled: 'Zrušeno',
    worker: 'Pracovník',
    phone: 'Telefon',
    note: 'Poznámka',
  },
  en: {
    calendarName: (owner) => `Rezervo – ${owner}`,
    cancelled: 'Cancelled',
    worker: 'With',
    phone: 'Phone',
    note: 'Note',
  },
}
