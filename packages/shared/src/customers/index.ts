export { MERGE_FILLED_FIELDS, mergedCustomer } from './customer-merge'
export { customerSearchTerms, customerSearchText } from './customer-search'
export { fillEmptyFields } from './fill-empty-fields'
