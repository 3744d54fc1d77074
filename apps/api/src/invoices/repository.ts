import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { pagedList, rowCount } from '../db/paged-list'
import { companies, invoiceLines, invoiceNumberSeries, invoices } from '../db/schema'

export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceLineRow = typeof invoiceLines.$inferSelect
export type InvoiceColumns = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>
export type InvoiceLineColumns = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoiceId'>
export type InvoiceKindColumn = 'invoice' | 'credit_note'

/**
 * The next number of a yearly series, taken in the caller's transaction. The upsert creates the year's row on
 * its first document and otherwise increments it; either way the row stays locked until the transaction ends,
 * so a concurrent issuer waits and then reads the committed number, and a rollback gives the number back.
 */
export async function takeNextSequence(
  tx: DatabaseOrTransaction,
  kind: InvoiceKindColumn,
  year: number,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceNumberSeries)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceNumberSeries.kind, invoiceNumberSeries.year],
      set: { lastNumber: sql`${invoiceNumberSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceNumberSeries.lastNumber })
  return row!.lastNumber
}

export async function insertInvoice(
  tx: DatabaseOrTransaction,
  values: InvoiceColumns,
  lines: readonly InvoiceLineColumns[],
): Promise<{ invoice: InvoiceRow; lines: InvoiceLineRow[] }> {
  const [invoice] = await tx.insert(invoices).values(values).returning()
  const lineRows = await tx
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId: invoice!.id })))
    .returning()
  return { invoice: invoice!, lines: lineRows.sort((a, b) => a.position - b.position) }
}

export async function findCompanyForInvoice(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId))
  return row
}

export async function findInvoice(db: DatabaseOrTransaction, companyId: number, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.companyId, companyId)))
  if (!invoice) return undefined
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id))
    .orderBy(asc(invoiceLines.position))
  return { invoice, lines }
}

/** A page of the company's documents, newest first, each with its lines. */
export async function listInvoices(
  db: DatabaseOrTransaction,
  companyId: number,
  window: { limit: number; offset: number },
) {
  const where = eq(invoices.companyId, companyId)
  const page = await pagedList(
    db.select().from(invoices).where(where).orderBy(desc(invoices.issuedOn), desc(invoices.id)),
    db.select(rowCount).from(invoices).where(where),
    window,
  )
  const ids = page.rows.map((row) => row.id)
  const lines =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invoiceLines)
          .where(inArray(invoiceLines.invoiceId, ids))
          .orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.position))
  return {
    total: page.total,
    rows: page.rows.map((invoice) => ({
      invoice,
      lines: lines.filter((line) => line.invoiceId === invoice.id),
    })),
  }
}
