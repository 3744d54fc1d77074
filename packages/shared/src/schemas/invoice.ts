import { z } from 'zod'
import { INVOICE_KINDS } from '../invoices/invoice-number'
import { INVOICE_PAYMENT_METHODS } from '../invoices/vat'
import { pagingQuerySchema } from './paging'

/** A tax document in the company's invoice list; amounts in crowns (592.9 is 592,90 Kč). */
export const invoiceSchema = z.object({
  id: z.number().int(),
  kind: z.enum(INVOICE_KINDS),
  number: z.string(),
  variable_symbol: z.string(),
  /** The invoice a credit note corrects. */
  corrected_invoice_id: z.number().int().nullable(),
  issued_on: z.string(),
  taxable_supply_on: z.string(),
  due_on: z.string(),
  payment_method: z.enum(INVOICE_PAYMENT_METHODS),
  currency: z.literal('CZK'),
  base_czk: z.number(),
  vat_czk: z.number(),
  rounding_czk: z.number(),
  total_czk: z.number(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number().int(),
      unit: z.string(),
      unit_price_czk: z.number(),
      vat_rate: z.number().int(),
      base_czk: z.number(),
      vat_czk: z.number(),
      total_czk: z.number(),
    }),
  ),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const invoicesQuerySchema = pagingQuerySchema
