export { queue } from './queue'
