import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  like,
  ne,
  or,
  type SQL,
  type SQLWrapper,
  sql,
  sum,
} from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { nameOrder } from '../db/name-order'
import { archivedOrLive, pagedList, rowCount } from '../db/paged-list'
import {
  customers,
  idempotencyKeys,
  outboxMessages,
  payments,
  reservationHistory,
  reservationItems,
  reservations,
} from '../db/schema'

/** A customer as stored. */
export type CustomerRecord = typeof customers.$inferSelect
/** A customer as the back office shows them: with the ids of their possible duplicates. */
export type CustomerRow = CustomerRecord & { possibleDuplicateIds: number[] }
export type CustomerColumns = Pick<
  typeof customers.$inferInsert,
  'firstName' | 'surname' | 'email' | 'phone' | 'note' | 'locale' | 'consentAt' | 'searchText'
>

/** `%term%` with LIKE's own wildcards in the term taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`

/**
 * The other live customers of the company with the same phone as the `customers` row of the outer query (only
 * for a live one): a possible duplicate, since a booking never joins two emails, however alike.
 */
const duplicatesOfRow = (select: 'd.id' | '1') =>
  sql.raw(`select ${select} from customers d
    where d.company_id = customers.company_id and d.phone = customers.phone and d.id <> customers.id
      and d.archived_at is null and d.erased_at is null
      and customers.archived_at is null and customers.erased_at is null`)

const possibleDuplicateIds = sql<number[]>`array(${duplicatesOfRow('d.id')} order by d.id)`.mapWith(
  (ids: unknown) => (ids as (number | string)[]).map(Number),
)

/** Every column of a customer, with the ids of their possible duplicates. */
const customerWithDuplicates = { ...getTableColumns(customers), possibleDuplicateIds }

function customerFilter(
  companyId: number,
  options: { archived: boolean; terms: string[]; duplicates?: boolean; workerId?: number | undefined },
): SQL | undefined {
  return and(
    eq(customers.companyId, companyId),
    options.workerId === undefined ? undefined : hasReservationWith(options.workerId),
    archivedOrLive(customers.archivedAt, options.archived),
    ...options.terms.map((term) => like(customers.searchText, containing(term))),
    options.duplicates ? sql`exists (${duplicatesOfRow('1')})` : undefined,
  )
}

/** The customer has a reservation (of any state) with the worker. */
const hasReservationWith = (workerId: number) =>
  sql`exists (select 1 from ${reservations} where ${reservations.customerId} = ${customers.id} and ${reservations.workerId} = ${workerId})`

/** Whether the customer has a reservation with the worker: whom a member with the worker role may see. */
export async function isCustomerOfWorker(db: DatabaseOrTransaction, customerId: number, workerId: number) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), hasReservationWith(workerId)))
  return row !== undefined
}

export async function listCustomers(
  db: DatabaseOrTransaction,
  companyId: number,
  options: {
    archived: boolean
    duplicates: boolean
    terms: string[]
    limit: number
    offset: number
    workerId?: number | undefined
  },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const where = customerFilter(companyId, options)
  // Possible duplicates come side by side, grouped by their shared phone.
  const order = options.duplicates ? [asc(customers.phone)] : []
  return pagedList(
    db
      .select(customerWithDuplicates)
      .from(customers)
      .where(where)
      .orderBy(...order, nameOrder(customers.surname), nameOrder(customers.firstName), asc(customers.id)),
    db.select(rowCount).from(customers).where(where),
    options,
  )
}

export async function findCustomer(
  db: DatabaseOrTransaction,
  customerId: number,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select(customerWithDuplicates).from(customers).where(eq(customers.id, customerId))
  return row
}

/**
 * The customer's email equals this one, compared as the unique index does (in lower case), so a lookup and the
 * index can never disagree about who has an email.
 */
export const sameEmail = (key: SQLWrapper | string) =>
  and(isNotNull(customers.email), sql`lower(${customers.email}) = ${key}`)

/** An email as sameEmail compares it (a placeholder's value, or the key itself). */
export const emailKey = (email: string) => email.trim().toLowerCase()

/** A live customer of the company with this email (in any case), other than `exceptId`. */
export async function customerEmailTaken(
  db: DatabaseOrTransaction,
  companyId: number,
  email: string,
  exceptId?: number,
) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        sameEmail(emailKey(email)),
        isNull(customers.archivedAt),
        exceptId ? ne(customers.id, exceptId) : undefined,
      ),
    )
  return Boolean(row)
}

export async function insertCustomer(db: DatabaseOrTransaction, companyId: number, values: CustomerColumns) {
  const [row] = await db
    .insert(customers)
    .values({ ...values, companyId })
    .returning({ id: customers.id })
  return (await findCustomer(db, row!.id))!
}

export async function updateCustomer(
  db: DatabaseOrTransaction,
  customerId: number,
  values: Partial<CustomerColumns> & { erasedAt?: Date },
  now: Date,
) {
  await db
    .update(customers)
    .set({ ...values, updatedAt: now })
    .where(eq(customers.id, customerId))
  return (await findCustomer(db, customerId))!
}

export async function archiveCustomer(db: DatabaseOrTransaction, customerId: number, now: Date) {
  await db.update(customers).set({ archivedAt: now, updatedAt: now }).where(eq(customers.id, customerId))
}

export async function deleteCustomerRow(tx: DatabaseOrTransaction, customerId: number) {
  await tx.delete(customers).where(eq(customers.id, customerId))
}

/** What an erased customer's stored messages keep: the delivery log shows that something was sent, not what. */
export const ERASED_MESSAGE_TEXT = 'anonymized'

/**
 * Erasure: the personal data goes, the reservations and payments stay (with notes, which may be personal,
 * cleared). Every copy goes in the same transaction: the notes in the reservations' history, and the messages
 * to or about the customer (found by their reservations and by the email or phone they were sent to) keep
 * their kind, channel, state and times but lose recipient, subject, bodies and attachments.
 */
export async function eraseCustomerData(
  db: DatabaseOrTransaction,
  customerId: number,
  values: Partial<CustomerColumns> & { erasedAt: Date },
  now: Date,
) {
  return db.transaction(async (tx) => {
    const [contact] = await tx
      .select({ email: customers.email, phone: customers.phone })
      .from(customers)
      .where(eq(customers.id, customerId))
    const theirReservations = tx
      .select({ id: reservations.id })
      .from(reservations)
      .where(eq(reservations.customerId, customerId))
    await tx
      .update(reservations)
      .set({ note: null, cancelReason: null, updatedAt: now })
      .where(
        and(
          eq(reservations.customerId, customerId),
          or(isNotNull(reservations.note), isNotNull(reservations.cancelReason)),
        ),
      )
    // A note's change is { from, to }; a cancellation's reason is the text itself.
    await tx
      .update(reservationHistory)
      .set({
        changes: sql`case when ${reservationHistory.changes} ? 'note'
            then jsonb_set(${reservationHistory.changes}, '{note}', '{"from": null, "to": null}'::jsonb)
            else ${reservationHistory.changes} end
          || case when ${reservationHistory.changes} ? 'reason' then '{"reason": null}'::jsonb else '{}'::jsonb end`,
      })
      .where(
        and(
          inArray(reservationHistory.reservationId, theirReservations),
          sql`(${reservationHistory.changes} ? 'note' or ${reservationHistory.changes} ? 'reason')`,
        ),
      )
    // A booking's answer kept for a replay of its submit (Idempotency-Key) repeats name, note and times.
    await tx
      .delete(idempotencyKeys)
      .where(
        sql`(${idempotencyKeys.response} #>> '{body,reservation,id}')::int in (select ${reservations.id} from ${reservations} where ${reservations.customerId} = ${customerId})`,
      )
    const addresses = [contact?.email, contact?.phone].filter((value): value is string => !!value)
    await tx
      .update(outboxMessages)
      .set({
        recipient: ERASED_MESSAGE_TEXT,
        subject: sql`case when ${outboxMessages.subject} is null then null else ${ERASED_MESSAGE_TEXT} end`,
        textBody: ERASED_MESSAGE_TEXT,
        htmlBody: sql`case when ${outboxMessages.htmlBody} is null then null else ${ERASED_MESSAGE_TEXT} end`,
        attachments: [],
        // A message not sent yet has nobody to go to any more; an error text may quote the address.
        state: sql`case when ${outboxMessages.state} = 'queued' then 'failed' else ${outboxMessages.state} end`,
        lastError: sql`case when ${outboxMessages.lastError} is null then null else ${ERASED_MESSAGE_TEXT} end`,
        updatedAt: now,
      })
      .where(
        or(
          inArray(outboxMessages.reservationId, theirReservations),
          addresses.length
            ? inArray(
                sql`lower(${outboxMessages.recipient})`,
                addresses.map((address) => address.toLowerCase()),
              )
            : undefined,
        ),
      )
    return updateCustomer(tx, customerId, values, now)
  })
}

/** The customer's reservations, most recent first, with what was paid for each. */
export async function findCustomerReservations(db: DatabaseOrTransaction, customerId: number, limit: number) {
  const paid = db
    .select({
      reservationId: payments.reservationId,
      paidCzk: sum(payments.amountCzk).mapWith(Number).as('paid_czk'),
    })
    .from(payments)
    .groupBy(payments.reservationId)
    .as('paid')
  const rows = await db
    .select({ reservation: reservations, paidCzk: sql<number>`coalesce(${paid.paidCzk}, 0)`.mapWith(Number) })
    .from(reservations)
    .leftJoin(paid, eq(paid.reservationId, reservations.id))
    .where(eq(reservations.customerId, customerId))
    .orderBy(desc(reservations.startsAt), desc(reservations.id))
    .limit(limit)
  const ids = rows.map((row) => row.reservation.id)
  const itemRows = ids.length
    ? await db
        .select({ reservationId: reservationItems.reservationId, name: reservationItems.name })
        .from(reservationItems)
        .where(inArray(reservationItems.reservationId, ids))
        .orderBy(asc(reservationItems.position), asc(reservationItems.id))
    : []
  return { rows, itemRows }
}

/**
 * Planned: prices of reservations not cancelled. Real: payments actually taken. Whole crowns. Upcoming: not
 * cancelled and starting after `now`; no-shows: marked so.
 */
export async function findCustomerTurnover(db: DatabaseOrTransaction, customerId: number, now: Date) {
  const [planned] = await db
    .select({
      plannedCzk:
        sql<number>`coalesce(sum(${reservations.priceCzk}) filter (where ${reservations.cancelledAt} is null), 0)`.mapWith(
          Number,
        ),
      reservationCount: count(),
      upcomingCount:
        sql<number>`count(*) filter (where ${reservations.cancelledAt} is null and ${reservations.startsAt} > ${now.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
      noShowCount: sql<number>`count(*) filter (where ${reservations.attendance} = 'no_show')`.mapWith(
        Number,
      ),
    })
    .from(reservations)
    .where(eq(reservations.customerId, customerId))
  const [real] = await db
    .select({ realCzk: sql<number>`coalesce(sum(${payments.amountCzk}), 0)`.mapWith(Number) })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(reservations.customerId, customerId))
  return {
    plannedCzk: planned?.plannedCzk ?? 0,
    realCzk: real?.realCzk ?? 0,
    reservationCount: planned?.reservationCount ?? 0,
    upcomingCount: planned?.upcomingCount ?? 0,
    noShowCount: planned?.noShowCount ?? 0,
  }
}

/** Every matching live, not erased customer, for the CSV export. */
export async function findCustomersForExport(db: DatabaseOrTransaction, companyId: number, terms: string[]) {
  return db
    .select()
    .from(customers)
    .where(and(customerFilter(companyId, { archived: false, terms }), isNull(customers.erasedAt)))
    .orderBy(nameOrder(customers.surname), nameOrder(customers.firstName), asc(customers.id))
}

/** Both customers of a merge, locked in id order (so two merges of one pair cannot deadlock), by id. */
export async function lockCustomersForMerge(tx: DatabaseOrTransaction, ids: readonly [number, number]) {
  const rows = await tx
    .select()
    .from(customers)
    .where(inArray(customers.id, [...ids]))
    .orderBy(asc(customers.id))
    .for('update')
  return new Map(rows.map((row) => [row.id, row]))
}

/**
 * Moves the source's reservations (their payments and history rows follow them) to the target, with a
 * 'customer_merged' history row on each saying from whom and by whom. Answers the moved reservations' ids.
 */
export async function moveReservationsToCustomer(
  tx: DatabaseOrTransaction,
  move: { sourceId: number; targetId: number; userId: number; now: Date },
): Promise<number[]> {
  const moved = await tx
    .update(reservations)
    .set({ customerId: move.targetId, updatedAt: move.now })
    .where(eq(reservations.customerId, move.sourceId))
    .returning({ id: reservations.id })
  if (moved.length === 0) return []
  await tx.insert(reservationHistory).values(
    moved.map(({ id }) => ({
      reservationId: id,
      actor: 'business' as const,
      userId: move.userId,
      action: 'customer_merged',
      changes: { customer_id: { from: move.sourceId, to: move.targetId } },
      createdAt: move.now,
    })),
  )
  return moved.map(({ id }) => id)
}

/** The merged customer stays readable, archived, with a pointer to the one it was merged into. */
export async function archiveMergedCustomer(
  tx: DatabaseOrTransaction,
  sourceId: number,
  targetId: number,
  now: Date,
) {
  await tx
    .update(customers)
    .set({ archivedAt: now, mergedIntoCustomerId: targetId, updatedAt: now })
    .where(eq(customers.id, sourceId))
}
