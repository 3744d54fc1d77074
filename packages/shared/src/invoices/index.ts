export * from './invoice-number'
export * from './vat'
