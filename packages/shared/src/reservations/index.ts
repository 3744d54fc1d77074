export * from './reservation-state'
export * from './reservation-totals'
