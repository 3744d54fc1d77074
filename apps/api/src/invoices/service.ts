import { halerToCzk, type Invoice, type InvoicePaymentMethod, type PagingQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { notFound } from '../http/errors'
import { listAnswer, pageWindow } from '../http/records'
import type { IssuedInvoice } from './issue-invoice'
import { findInvoice, listInvoices } from './repository'

export function toInvoiceJson({ invoice, lines }: IssuedInvoice): Invoice {
  return {
    id: invoice.id,
    kind: invoice.kind as Invoice['kind'],
    number: invoice.number,
    variable_symbol: invoice.variableSymbol,
    corrected_invoice_id: invoice.correctedInvoiceId,
    issued_on: invoice.issuedOn,
    taxable_supply_on: invoice.taxableSupplyOn,
    due_on: invoice.dueOn,
    payment_method: invoice.paymentMethod as InvoicePaymentMethod,
    currency: 'CZK',
    base_czk: halerToCzk(invoice.baseHaler),
    vat_czk: halerToCzk(invoice.vatHaler),
    rounding_czk: halerToCzk(invoice.roundingHaler),
    total_czk: halerToCzk(invoice.totalHaler),
    lines: lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price_czk: halerToCzk(line.unitPriceHaler),
      vat_rate: line.vatRate,
      base_czk: halerToCzk(line.baseHaler),
      vat_czk: halerToCzk(line.vatHaler),
      total_czk: halerToCzk(line.totalHaler),
    })),
  }
}

/** The company's tax documents, newest first. */
export async function listCompanyInvoices(deps: AppDeps, access: CompanyAccess, query: PagingQuery) {
  const page = await listInvoices(deps.database.db, access.companyId, pageWindow(query))
  return listAnswer(query, page, toInvoiceJson)
}

/** One of the company's documents; another company's answers 404 like a missing one. */
export async function loadCompanyInvoice(
  deps: AppDeps,
  access: CompanyAccess,
  invoiceId: number,
): Promise<IssuedInvoice> {
  const found = await findInvoice(deps.database.db, access.companyId, invoiceId)
  if (!found) throw notFound()
  return found
}
