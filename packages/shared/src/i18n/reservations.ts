import { reservationsCs } from './reservations.cs'
import { reservationsEn } from './reservations.en'

/** Terms the calendar, the reservation list, the overview and payments share. Feature screens add their own namespaces. */
export const reservations = { cs: reservationsCs, en: reservationsEn } as const
