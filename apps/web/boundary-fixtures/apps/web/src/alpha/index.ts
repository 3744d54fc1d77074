export { inner as alpha } from './inner'
