export { isValidIban, normalizeIban } from './iban'
export { buildSpayd, type SpaydPayment } from './spayd'
