export { isValidCin } from './cin'
export {
  COUNTRY_CODES,
  type CountryChoice,
  countryChoices,
  countryName,
  FIRST_COUNTRIES,
  isCountryCode,
} from './country'
export { type PasswordRule, passwordRuleFailures } from './password'
export { DEFAULT_PHONE_REGION, formatPhone, isValidPhone, normalizePhone } from './phone'
export { digitsOnly, foldForSearch } from './search-text'
export { isValidSlug, SLUG_MAX_LENGTH, slugify } from './slug'
export { isStorableText } from './storable-text'
export { checkTin, isValidTin, normalizeTin, type TinCheck, type TinRule } from './tin'
export { isValidZip, normalizeZip } from './zip'
