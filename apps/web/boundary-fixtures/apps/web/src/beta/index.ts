export { betaInner as beta } from './inner'
