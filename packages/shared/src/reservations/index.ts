export * from './periods'
export * from './reservation-state'
export * from './reservation-totals'
export * from './turnover'
