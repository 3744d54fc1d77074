export * from './invoice-format'
export * from './invoice-number'
export * from './vat'
