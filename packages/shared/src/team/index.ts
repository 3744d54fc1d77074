export * from './members'
