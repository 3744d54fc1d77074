/**
 * The overview's sums, pure so they can be tested without a database. Money is whole crowns; a period is a
 * half-open range of real time [from, to), usually a local day, ISO week or month (see periods.ts).
 */

export interface Period {
  from: Date
  /** Exclusive. */
  to: Date
}

export interface PlannedReservation {
  startsAt: Date
  endsAt: Date
  priceCzk: number
  cancelledAt: Date | null
}

export interface ReceivedPayment {
  paidAt: Date
  amountCzk: number
}

export interface Turnover {
  /** Prices of the reservations that start in the period and are not cancelled. */
  plannedCzk: number
  /** Payments received in the period, whatever the reservation's date or state. */
  realCzk: number
}

function inPeriod(instant: Date, period: Period): boolean {
  const ms = instant.getTime()
  return ms >= period.from.getTime() && ms < period.to.getTime()
}

/** A reservation belongs to the period its start falls in, so one across midnight is counted once. */
export function plannedTurnoverCzk(reservations: readonly PlannedReservation[], period: Period): number {
  let total = 0
  for (const reservation of reservations) {
    if (!reservation.cancelledAt && inPeriod(reservation.startsAt, period)) total += reservation.priceCzk
  }
  return total
}

export function realTurnoverCzk(payments: readonly ReceivedPayment[], period: Period): number {
  let total = 0
  for (const payment of payments) if (inPeriod(payment.paidAt, period)) total += payment.amountCzk
  return total
}

export function turnoverOf(
  reservations: readonly PlannedReservation[],
  payments: readonly ReceivedPayment[],
  period: Period,
): Turnover {
  return {
    plannedCzk: plannedTurnoverCzk(reservations, period),
    realCzk: realTurnoverCzk(payments, period),
  }
}

/** Non-cancelled reservations that start in the period. */
export function countReservations(reservations: readonly PlannedReservation[], period: Period): number {
  return reservations.filter(
    (reservation) => !reservation.cancelledAt && inPeriod(reservation.startsAt, period),
  ).length
}

/**
 * Minutes of the period that non-cancelled reservations hold, counting only the part inside the period.
 * Reservations of one worker never overlap (the database forbids it), so the parts simply add up.
 */
export function bookedMinutes(reservations: readonly PlannedReservation[], period: Period): number {
  const fromMs = period.from.getTime()
  const toMs = period.to.getTime()
  let totalMs = 0
  for (const reservation of reservations) {
    if (reservation.cancelledAt) continue
    const start = Math.max(reservation.startsAt.getTime(), fromMs)
    const end = Math.min(reservation.endsAt.getTime(), toMs)
    if (end > start) totalMs += end - start
  }
  return Math.round(totalMs / 60_000)
}

/** Total minutes of a list of ranges (working time, for the occupancy's denominator). */
export function minutesOf(intervals: readonly { startsAt: Date; endsAt: Date }[]): number {
  let totalMs = 0
  for (const { startsAt, endsAt } of intervals) totalMs += Math.max(0, endsAt.getTime() - startsAt.getTime())
  return Math.round(totalMs / 60_000)
}

/**
 * Booked over working time, 0..1 and rounded to 3 places; above 1 when the business booked outside the
 * working hours (confirmed), null when the worker has no working time at all in the period.
 */
export function occupancyRatio(booked: number, working: number): number | null {
  if (working <= 0) return null
  return Math.round((booked / working) * 1000) / 1000
}
