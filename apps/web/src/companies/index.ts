/**
 * The companies feature's public entry: the current company every back-office screen works within, and the
 * header's switcher between the user's companies.
 */

export { loadCurrentRole, useCompanyRole } from './company-role'
export { CompanySwitcher } from './company-switcher'
export { adoptLastCompany, chooseCompany, storeCompanyId } from './current-company'
export { NoCompany, WithCurrentCompany } from './with-current-company'
