export * from './members'
export * from './permissions'
