import { halerToCzk, type Invoice, type InvoicePaymentMethod, type PagingQuery } from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import type { CompanyAccess } from '../http/company-access'
import { notFound } from '../http/errors'
import { listAnswer, pageWindow } from '../http/records'
import { renderInvoiceIsdoc } from './invoice-isdoc'
import { renderInvoicePdf } from './invoice-pdf'
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

async function correctedOf(deps: AppDeps, access: CompanyAccess, issued: IssuedInvoice) {
  const id = issued.invoice.correctedInvoiceId
  if (id === null) return null
  const found = await findInvoice(deps.database.db, access.companyId, id)
  return found ? { number: found.invoice.number, issuedOn: found.invoice.issuedOn } : null
}

/** The document as a PDF, and the file name to save it as ('faktura-2026-000001.pdf'). */
export async function invoicePdf(deps: AppDeps, access: CompanyAccess, invoiceId: number) {
  const issued = await loadCompanyInvoice(deps, access, invoiceId)
  const corrected = await correctedOf(deps, access, issued)
  const pdf = await renderInvoicePdf(issued, {
    registration: deps.config.invoicing.supplier.registration,
    correctedNumber: corrected?.number ?? null,
  })
  return { pdf, fileName: `${fileStem(issued)}.pdf` }
}

/** The document as ISDOC 6.0.2 XML ('faktura-2026-000001.isdoc'). */
export async function invoiceIsdoc(deps: AppDeps, access: CompanyAccess, invoiceId: number) {
  const issued = await loadCompanyInvoice(deps, access, invoiceId)
  const xml = renderInvoiceIsdoc(issued, await correctedOf(deps, access, issued))
  return { xml, fileName: `${fileStem(issued)}.isdoc` }
}

function fileStem({ invoice }: IssuedInvoice): string {
  return `${invoice.kind === 'credit_note' ? 'opravny-doklad' : 'faktura'}-${invoice.number}`
}
