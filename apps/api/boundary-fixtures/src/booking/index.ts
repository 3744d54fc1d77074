export { book } from './service'
