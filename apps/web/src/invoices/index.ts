/** The invoices feature's public entry: the invoice list, which the plan screen shows too. */
export { InvoiceList } from './invoice-list'
