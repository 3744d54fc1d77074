export * from './accounts'
export * from './business'
export * from './catalog'
export * from './reservations'
