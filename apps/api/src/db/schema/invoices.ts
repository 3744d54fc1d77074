import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { companies } from './business'
import { createdAt, id } from './columns'

/** A party of a tax document as it was when the document was issued (§29 of the VAT act); never updated. */
export interface InvoiceParty {
  name: string
  street: string | null
  houseNumber: string | null
  city: string | null
  zip: string | null
  country: string
  cin: string | null
  tin: string | null
  email: string | null
  iban: string | null
  /** The bank's BIC, for ISDOC; Rezervo's only. */
  bic: string | null
}

/**
 * The last number given in each yearly series (decision 033). Issuing a document increments its series' row
 * with UPDATE … RETURNING in the transaction that inserts the document: the row stays locked until that
 * transaction ends, so concurrent issuers queue, and a failure rolls the number back with the document.
 */
export const invoiceNumberSeries = pgTable(
  'invoice_number_series',
  {
    kind: text().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.year] })],
)

/**
 * Tax documents Rezervo issues to a company: invoices and credit notes. Kept for ten years: the company's
 * foreign key has no cascade, so a company with documents is archived, never deleted.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    kind: text().notNull().default('invoice'),
    number: text().notNull(),
    year: integer().notNull(),
    sequence: integer().notNull(),
    variableSymbol: text().notNull(),
    /** The invoice a credit note corrects. */
    correctedInvoiceId: integer().references((): AnyPgColumn => invoices.id),
    /** Why a credit note was issued (its §45 reason). */
    reason: text(),
    issuedOn: date({ mode: 'string' }).notNull(),
    taxableSupplyOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    paymentMethod: text().notNull(),
    currency: text().notNull().default('CZK'),
    supplier: jsonb().$type<InvoiceParty>().notNull(),
    customer: jsonb().$type<InvoiceParty>().notNull(),
    baseHaler: integer().notNull(),
    vatHaler: integer().notNull(),
    roundingHaler: integer().notNull().default(0),
    totalHaler: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_series_sequence_unique').on(t.kind, t.year, t.sequence),
    index('invoices_company_idx').on(t.companyId, t.issuedOn),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check(
      'invoices_credit_note_corrects_check',
      sql`(${t.kind} = 'credit_note') = (${t.correctedInvoiceId} is not null)`,
    ),
    check('invoices_total_check', sql`${t.totalHaler} = ${t.baseHaler} + ${t.vatHaler} + ${t.roundingHaler}`),
  ],
)

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    description: text().notNull(),
    quantity: integer().notNull(),
    unit: text().notNull().default('ks'),
    unitPriceHaler: integer().notNull(),
    vatRate: integer().notNull(),
    baseHaler: integer().notNull(),
    vatHaler: integer().notNull(),
    totalHaler: integer().notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position)],
)
