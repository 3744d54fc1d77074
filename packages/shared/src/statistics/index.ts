export * from './figures'
export * from './ranges'
