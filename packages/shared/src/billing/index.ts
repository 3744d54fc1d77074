export * from './limits'
export * from './schemas'
