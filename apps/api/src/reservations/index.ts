/**
 * The reservations module's public entry: its routes, and the query functions through which booking,
 * payments, the overview and the app read reservations (decision 012). It imports none of them.
 */
export {
  cancelReservationByCustomer,
  findReservationDetails,
  moveReservationByCustomer,
  type ReservationDetails,
} from './details-repository'
export { findReservationPayments, type PaymentRow, toPaymentJson } from './payment-repository'
export { findBranchWorkers, findFirstLiveBranch, findLiveBranch } from './reference-repository'
export { type FullReservationRow, findCalendarReservations, findNextReservations } from './repository'
export {
  type ClashDetectionOptions,
  ReservationClashError,
  type WorkerSlot,
  withClashDetection,
} from './reservation-clash'
export {
  type BookedItem,
  drawReservationIds,
  insertReservation,
  type NewReservationInput,
  plannedSlot,
  type ReservationChecks,
  type ReservationIds,
  reservationIdsFromJson,
  reservationRowsOf,
} from './reservation-insert-repository'
export { asSeenBy, toReservationJson } from './reservation-json'
export { loadReservation } from './reservation-loader'
export { registerReservationRoutes, reservationParams } from './routes'
export { registerReservationStatusRoutes } from './status-routes'
export { settleUpcomingReservations, settleUpcomingThen, UpcomingReservationsError } from './upcoming-service'
export { type WorkerColumn, workerColumns } from './worker-columns'
export {
  type BranchSchedule,
  loadBranchSchedule,
  type ScheduleOptions,
} from './worker-schedule-repository'
export { insertHistoryEntry } from './write-repository'
