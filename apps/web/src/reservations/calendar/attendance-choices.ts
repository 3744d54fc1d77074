import type { Attendance } from '@rezervo/shared/schemas/reservation'

/**
 * The attendance buttons a reservation offers now: arrived at any time (a customer already waiting), but
 * "Nedorazil(a)" only from the visit's start, as the API allows (issue 37, decision 077); a no-show already
 * recorded stays shown, so it can be seen and cleared.
 */
export function attendanceChoices(
  reservation: { starts_at: string; attendance: Attendance | null },
  now: Date,
): Attendance[] {
  const begun = Date.parse(reservation.starts_at) <= now.getTime()
  return begun || reservation.attendance === 'no_show' ? ['arrived', 'no_show'] : ['arrived']
}
