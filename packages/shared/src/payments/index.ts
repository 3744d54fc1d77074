export { czechAccountOf, isValidIban, normalizeIban, printCzechAccount, printIban } from './iban'
export { buildSpayd, type SpaydPayment } from './spayd'
