import { customerSearchText, normalizePhone } from '@rezervo/shared'
import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { DatabaseOrTransaction } from '../client'
import { branches, customers, users, workers } from '../schema'
import type { DataMigration } from './data-migration-runner'

const BATCH_SIZE = 500

/** Walks a table's rows with a phone in id order, a batch at a time, so a large table is never read whole. */
async function normalizePhonesOf(
  tx: DatabaseOrTransaction,
  table: PgTable & { id: PgColumn; phone: PgColumn },
): Promise<void> {
  let afterId = 0
  for (;;) {
    const rows = (await tx
      .select({ id: table.id, phone: table.phone })
      .from(table)
      .where(and(isNotNull(table.phone), gt(table.id, afterId)))
      .orderBy(asc(table.id))
      .limit(BATCH_SIZE)) as { id: number; phone: string }[]
    for (const row of rows) {
      const normalized = normalizePhone(row.phone)
      // A number that does not parse stays as it was typed: the owner still sees it and can correct it.
      if (normalized !== null && normalized !== row.phone) {
        await tx.update(table).set({ phone: normalized }).where(eq(table.id, row.id))
      }
    }
    if (rows.length < BATCH_SIZE) return
    afterId = rows[rows.length - 1]!.id
  }
}

/** The search text holds the phone's digits, so it follows the phone (erased customers keep theirs empty). */
async function refreshCustomerSearchText(tx: DatabaseOrTransaction): Promise<void> {
  let afterId = 0
  for (;;) {
    const rows = await tx
      .select({
        id: customers.id,
        firstName: customers.firstName,
        surname: customers.surname,
        email: customers.email,
        phone: customers.phone,
        searchText: customers.searchText,
      })
      .from(customers)
      .where(and(isNull(customers.erasedAt), gt(customers.id, afterId)))
      .orderBy(asc(customers.id))
      .limit(BATCH_SIZE)
    for (const row of rows) {
      const searchText = customerSearchText(row)
      if (searchText !== row.searchText) {
        await tx.update(customers).set({ searchText }).where(eq(customers.id, row.id))
      }
    }
    if (rows.length < BATCH_SIZE) return
    afterId = rows[rows.length - 1]!.id
  }
}

/**
 * Issue 17: phones are compared as E.164 (a possible duplicate is two customers with one number), so every
 * stored phone that libphonenumber-js reads (Czech by default) is rewritten in that form.
 */
export const phonesToE164: DataMigration = {
  name: '2026-11-24-phones-to-e164',
  async run(tx) {
    for (const table of [users, branches, workers, customers]) await normalizePhonesOf(tx, table)
    await refreshCustomerSearchText(tx)
  },
}
