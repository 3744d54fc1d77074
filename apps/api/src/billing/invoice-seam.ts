import type { DatabaseOrTransaction } from '../db/client'

/** What billing asks to be invoiced: one line, price in whole CZK without VAT. */
export interface BillingInvoiceRequest {
  companyId: number
  description: string
  priceCzk: number
  vatRate: number
  paymentMethod: 'card' | 'bank_transfer'
  taxableSupplyDate: Date
}

/**
 * SEAM (issue 19): the invoices feature (`apps/api/src/invoices`, another branch) exports `issueInvoice`; until
 * it lands on main this issues nothing and answers null, and the plan change or SMS pack is recorded without an
 * invoice. When it lands, this calls it in the caller's transaction, so a failed invoice rolls the change back.
 */
export async function issueBillingInvoice(
  _db: DatabaseOrTransaction,
  _request: BillingInvoiceRequest,
): Promise<{ invoiceId: number } | null> {
  return null
}
