import {
  DEFAULT_TIME_ZONE,
  formatInvoiceNumber,
  type InvoiceKind,
  type InvoiceLineInput,
  type InvoicePaymentMethod,
  invoiceAmounts,
  variableSymbolOf,
} from '@rezervo/shared'
import { addDays, isIsoDate } from '@rezervo/shared/time/iso-date'
import { utcToZonedParts } from '@rezervo/shared/time/zoned-time'
import type { AppConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import type { InvoiceParty } from '../db/schema'
import { HttpError, notFound } from '../http/errors'
import {
  findCompanyForInvoice,
  findInvoice,
  type InvoiceLineRow,
  type InvoiceRow,
  insertInvoice,
  takeNextSequence,
} from './repository'

/**
 * Where a document is issued: the database or the caller's transaction (the plan change that the invoice
 * bills commits or rolls back with it), the config (the supplier) and the time.
 */
export interface InvoicingContext {
  db: DatabaseOrTransaction
  config: Pick<AppConfig, 'invoicing'>
  now: Date
}

export interface IssueInvoiceInput {
  companyId: number
  lines: readonly InvoiceLineInput[]
  paymentMethod: InvoicePaymentMethod
  /** Datum uskutečnění zdanitelného plnění (YYYY-MM-DD); the date of issue by default. */
  taxableSupplyDate?: string
  /** YYYY-MM-DD; by default the payment terms of the config for a transfer, the day of issue otherwise. */
  dueDate?: string
}

export interface IssuedInvoice {
  invoice: InvoiceRow
  lines: InvoiceLineRow[]
}

/** Today in Prague, the date every document is issued on. */
export function pragueDate(now: Date): string {
  return utcToZonedParts(now, DEFAULT_TIME_ZONE).date
}

/** The company as the customer, as it is now: its billing name and email where it has them. */
export async function customerParty(db: DatabaseOrTransaction, companyId: number): Promise<InvoiceParty> {
  const company = await findCompanyForInvoice(db, companyId)
  if (!company) throw notFound()
  return {
    name: company.billingName ?? company.name,
    street: company.street,
    houseNumber: company.houseNumber,
    city: company.city,
    zip: company.zip,
    country: company.country,
    cin: company.cin,
    tin: company.tin,
    email: company.billingEmail,
    iban: null,
    bic: null,
  }
}

export function supplierParty(config: Pick<AppConfig, 'invoicing'>): InvoiceParty {
  const { supplier } = config.invoicing
  return {
    name: supplier.name,
    street: supplier.street,
    houseNumber: supplier.houseNumber,
    city: supplier.city,
    zip: supplier.zip,
    country: supplier.country,
    cin: supplier.cin,
    tin: supplier.tin,
    email: supplier.email,
    iban: supplier.iban,
    bic: supplier.bic,
  }
}

function checkDate(value: string | undefined, name: string): string | undefined {
  if (value !== undefined && !isIsoDate(value)) throw new RangeError(`${name} is not a date: ${value}`)
  return value
}

/**
 * Issues a tax invoice (daňový doklad, §29 of the VAT act) to a company for `lines` priced without VAT: the
 * next number of the year's series and the invoice are written in one transaction (a savepoint inside the
 * caller's), so a failure gives the number back and concurrent issuing leaves no gap and no duplicate
 * (decision 033). The supplier is Rezervo from the config, the customer the company's billing details as they
 * are now; both are copied into the invoice, which never changes afterwards.
 */
export async function issueInvoice(
  context: InvoicingContext,
  input: IssueInvoiceInput,
): Promise<IssuedInvoice> {
  const issuedOn = pragueDate(context.now)
  const taxableSupplyOn = checkDate(input.taxableSupplyDate, 'taxableSupplyDate') ?? issuedOn
  const dueOn =
    checkDate(input.dueDate, 'dueDate') ??
    (input.paymentMethod === 'bank_transfer' ? addDays(issuedOn, context.config.invoicing.dueDays) : issuedOn)
  const amounts = invoiceAmounts(input.lines, input.paymentMethod)
  return issueDocument(context, {
    kind: 'invoice',
    companyId: input.companyId,
    amounts,
    paymentMethod: input.paymentMethod,
    issuedOn,
    taxableSupplyOn,
    dueOn,
    correctedInvoice: null,
    reason: null,
  })
}

export interface IssueCreditNoteInput {
  companyId: number
  invoiceId: number
  /** Why (§45: the reason of the correction), printed on the credit note. */
  reason: string
  /**
   * What is credited, as positive quantities and prices like the invoice's lines; the whole invoice by default.
   */
  lines?: readonly InvoiceLineInput[]
}

/**
 * Issues a credit note (opravný daňový doklad) for a refund: its own yearly series (`OD2026-000001`), a
 * reference to the corrected invoice, the invoice's variable symbol, and negative amounts.
 */
export async function issueCreditNote(
  context: InvoicingContext,
  input: IssueCreditNoteInput,
): Promise<IssuedInvoice> {
  const original = await findInvoice(context.db, input.companyId, input.invoiceId)
  if (!original) throw notFound()
  if (original.invoice.kind !== 'invoice') {
    throw new HttpError(409, 'invoiceNotCorrectable', {}, { code: 'invoice_not_correctable' })
  }
  const credited: InvoiceLineInput[] = (input.lines ?? original.lines).map((line) => ({
    description: line.description,
    quantity: -Math.abs(line.quantity),
    unitPriceHaler: line.unitPriceHaler,
    vatRate: line.vatRate,
  }))
  const issuedOn = pragueDate(context.now)
  const paymentMethod = original.invoice.paymentMethod as InvoicePaymentMethod
  return issueDocument(context, {
    kind: 'credit_note',
    companyId: input.companyId,
    amounts: invoiceAmounts(credited, paymentMethod),
    paymentMethod,
    issuedOn,
    // The correction's taxable supply is the day it is made (§42 of the VAT act).
    taxableSupplyOn: issuedOn,
    dueOn: issuedOn,
    correctedInvoice: original.invoice,
    reason: input.reason,
  })
}

interface DocumentFacts {
  kind: InvoiceKind
  companyId: number
  amounts: ReturnType<typeof invoiceAmounts>
  paymentMethod: InvoicePaymentMethod
  issuedOn: string
  taxableSupplyOn: string
  dueOn: string
  correctedInvoice: InvoiceRow | null
  reason: string | null
}

async function issueDocument(context: InvoicingContext, facts: DocumentFacts): Promise<IssuedInvoice> {
  const year = Number(facts.issuedOn.slice(0, 4))
  return context.db.transaction(async (tx) => {
    const customer = await customerParty(tx, facts.companyId)
    const sequence = await takeNextSequence(tx, facts.kind, year)
    const number = formatInvoiceNumber(facts.kind, year, sequence)
    const { amounts } = facts
    return insertInvoice(
      tx,
      {
        companyId: facts.companyId,
        kind: facts.kind,
        number,
        year,
        sequence,
        variableSymbol: facts.correctedInvoice?.variableSymbol ?? variableSymbolOf(number),
        correctedInvoiceId: facts.correctedInvoice?.id ?? null,
        reason: facts.reason,
        issuedOn: facts.issuedOn,
        taxableSupplyOn: facts.taxableSupplyOn,
        dueOn: facts.dueOn,
        paymentMethod: facts.paymentMethod,
        supplier: supplierParty(context.config),
        customer,
        baseHaler: amounts.baseHaler,
        vatHaler: amounts.vatHaler,
        roundingHaler: amounts.roundingHaler,
        totalHaler: amounts.totalHaler,
      },
      amounts.lines.map((line, index) => ({
        position: index + 1,
        description: line.description,
        quantity: line.quantity,
        unitPriceHaler: line.unitPriceHaler,
        vatRate: line.vatRate,
        baseHaler: line.baseHaler,
        vatHaler: line.vatHaler,
        totalHaler: line.totalHaler,
      })),
    )
  })
}
