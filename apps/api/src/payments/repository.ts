import { and, eq } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { companies, payments } from '../db/schema'

export type PaymentRecord = typeof payments.$inferSelect

export async function insertPayment(tx: DatabaseOrTransaction, values: typeof payments.$inferInsert) {
  const [row] = await tx.insert(payments).values(values).returning()
  if (!row) throw new Error('payment insert returned no row')
  return row
}

export async function findPaymentOfReservation(
  db: DatabaseOrTransaction,
  reservationId: number,
  paymentId: number,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, paymentId), eq(payments.reservationId, reservationId)))
  return row
}

export async function deletePaymentRow(tx: DatabaseOrTransaction, paymentId: number) {
  await tx.delete(payments).where(eq(payments.id, paymentId))
}

export async function findCompanyIban(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select({ iban: companies.iban }).from(companies).where(eq(companies.id, companyId))
  return row?.iban ?? null
}
