export { MERGE_FILLED_FIELDS, mergedCustomer } from './customer-merge'
export { fillEmptyFields } from './fill-empty-fields'
