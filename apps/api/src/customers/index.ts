/** The customers module's public entry: what reservations and the public booking need to create and find customers. */
export { customerEmailTaken, emailKey, insertCustomer, isCustomerOfWorker, sameEmail } from './repository'
