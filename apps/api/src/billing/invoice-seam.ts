import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import { issueInvoice } from '../invoices'

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
 * Issues the tax invoice for a plan change or an SMS pack in the caller's transaction, so a failed invoice rolls
 * the change back and a rolled-back change leaves no invoice (and, the number being taken in the same
 * transaction, no gap in the series). A free plan issues nothing: there is nothing to tax.
 */
export async function issueBillingInvoice(
  config: Pick<AppConfig, 'invoicing'>,
  db: DatabaseOrTransaction,
  request: BillingInvoiceRequest,
): Promise<{ invoiceId: number } | null> {
  if (request.priceCzk <= 0) return null
  const issued = await issueInvoice(
    { db, config, now: request.taxableSupplyDate },
    {
      companyId: request.companyId,
      lines: [
        {
          description: request.description,
          quantity: 1,
          unitPriceHaler: request.priceCzk * 100,
          vatRate: request.vatRate,
        },
      ],
      paymentMethod: request.paymentMethod,
    },
  )
  return { invoiceId: issued.invoice.id }
}
