/** The customers feature's public entry: the customer search the reservations' pickers use. */
export { customerSearchQuery } from './customer-queries'
