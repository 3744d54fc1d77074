import { and, asc, count, eq, gt, gte, inArray, isNull, lt, lte, notInArray, or, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { monthCountUpToLimitSql, pragueMonthRange } from '../db/month-count'
import {
  branches,
  companies,
  plans,
  reservations,
  smsCreditBalances,
  smsCreditLedger,
  subscriptions,
  workers,
} from '../db/schema'

export type PlanRow = typeof plans.$inferSelect
export type SubscriptionRow = typeof subscriptions.$inferSelect
export type SubscriptionChange = Partial<
  Omit<typeof subscriptions.$inferInsert, 'companyId' | 'version' | 'createdAt'>
>

/** The month of an instant on the Prague clock, where every plan's month is counted: '2026-11'. */
const pragueMonth = (at: Date) =>
  sql`to_char(${at.toISOString()}::timestamptz at time zone 'Europe/Prague', 'YYYY-MM')`

export async function listOfferedPlans(db: DatabaseOrTransaction) {
  return db.select().from(plans).where(eq(plans.offered, true)).orderBy(asc(plans.rank))
}

export async function findPlan(db: DatabaseOrTransaction, planId: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, planId))
  return row
}

export async function findHighestPlan(db: DatabaseOrTransaction) {
  const [row] = await db
    .select()
    .from(plans)
    .where(eq(plans.offered, true))
    .orderBy(sql`${plans.rank} desc`)
    .limit(1)
  return row
}

export async function findSubscriptionWithPlan(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
  return row
}

/**
 * The subscription with its plan and the reservations created this Prague month, in one statement; the month
 * is counted only as far as the plan's limit needs (monthCountUpToLimitSql).
 */
export async function findSubscriptionAndMonthCount(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const [row] = await db
    .select({
      subscription: subscriptions,
      plan: plans,
      reservationsThisMonth: sql<number>`${monthCountUpToLimitSql(
        sql`${companyId}::int`,
        sql`${now.toISOString()}`,
        plans.maxReservationsPerMonth,
      )}`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.companyId, companyId))
  return row
}

/**
 * The subscription and plan rows as JSON (to_jsonb) with the month's reservations, as a caller reads them in
 * its own statement (the public booking's start statement, decision 070): what planStateFromJson turns into rows.
 */
export interface PlanStateJson {
  subscription: Record<string, unknown>
  plan: Record<string, unknown>
  /** Counted up to the plan's limit + 1 (monthCountUpToLimitSql); 0 for a plan without a limit. */
  reservations_this_month: number
}

export function planStateFromJson(json: PlanStateJson) {
  return {
    subscription: rowFromJson(subscriptions, json.subscription),
    plan: rowFromJson(plans, json.plan),
    reservationsThisMonth: json.reservations_this_month,
  }
}

/** Creates the subscription unless one exists (two first reads at once create one). */
export async function insertSubscriptionIfMissing(
  db: DatabaseOrTransaction,
  values: typeof subscriptions.$inferInsert,
) {
  await db.insert(subscriptions).values(values).onConflictDoNothing({ target: subscriptions.companyId })
}

/**
 * Applies a change only to the version that was read: of two instances (or two requests) applying the same
 * transition, one updates the row and the other reads the result. Undefined when the version moved on.
 */
export async function updateSubscriptionAtVersion(
  db: DatabaseOrTransaction,
  companyId: number,
  version: number,
  change: SubscriptionChange,
  now: Date,
) {
  const [row] = await db
    .update(subscriptions)
    .set({ ...change, version: sql`${subscriptions.version} + 1`, updatedAt: now })
    .where(and(eq(subscriptions.companyId, companyId), eq(subscriptions.version, version)))
    .returning()
  return row
}

/** Companies whose subscription has a transition due at `now` (the worker loop's job applies them). */
export async function findDueSubscriptionCompanies(db: DatabaseOrTransaction, now: Date, graceStart: Date) {
  const rows = await db
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(
      or(
        and(eq(subscriptions.status, 'trialing'), lte(subscriptions.trialEndsAt, now)),
        and(eq(subscriptions.status, 'active'), lte(subscriptions.currentPeriodEnd, now)),
        and(eq(subscriptions.status, 'past_due'), lte(subscriptions.pastDueSince, graceStart)),
      ),
    )
    .limit(500)
  return rows.map((row) => row.companyId)
}

/** The company's live (not archived) branches and workers, oldest first, with whether each is suspended. */
export async function listLiveBranchesAndWorkers(db: DatabaseOrTransaction, companyId: number) {
  const [branchRows, workerRows] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name, suspendedAt: branches.suspendedAt })
      .from(branches)
      .where(and(eq(branches.companyId, companyId), isNull(branches.archivedAt)))
      .orderBy(asc(branches.id)),
    db
      .select({ id: workers.id, name: workers.name, suspendedAt: workers.suspendedAt })
      .from(workers)
      .where(and(eq(workers.companyId, companyId), isNull(workers.archivedAt)))
      .orderBy(asc(workers.id)),
  ])
  return { branches: branchRows, workers: workerRows }
}

/** Reservations created in the Prague month of `now`, whatever became of them since. */
export async function countReservationsThisMonth(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.companyId, companyId),
        gte(reservations.createdAt, sql`${pragueMonthRange(sql`${now.toISOString()}`).start}`),
        lt(reservations.createdAt, sql`${pragueMonthRange(sql`${now.toISOString()}`).end}`),
      ),
    )
  return row?.total ?? 0
}

/**
 * Holds the company's row until the transaction ends, so creations counted against its plan take turns: the
 * count and the insert of one see every earlier one's insert. NO KEY UPDATE, so inserts referring to the
 * company (a customer, a reservation) are not held up by it.
 */
export async function lockCompanyForLimits(tx: DatabaseOrTransaction, companyId: number) {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('no key update')
}

/**
 * Holds the company's subscription row until the transaction ends, so public bookings of a plan with a monthly
 * reservations limit take turns at its last places (decision 055). NO KEY UPDATE: it waits only for another
 * such booking or a change of the subscription itself, never for, or by, a reservation's or customer's write.
 */
export async function lockSubscriptionForMonthlyLimit(tx: DatabaseOrTransaction, companyId: number) {
  await tx
    .select({ companyId: subscriptions.companyId })
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .for('no key update')
}

/** Live branches (or workers) in use, that is not archived and not suspended. */
export async function countInUse(db: DatabaseOrTransaction, companyId: number, what: 'branches' | 'workers') {
  const table = what === 'branches' ? branches : workers
  const [row] = await db
    .select({ total: count() })
    .from(table)
    .where(and(eq(table.companyId, companyId), isNull(table.archivedAt), isNull(table.suspendedAt)))
  return row?.total ?? 0
}

/** Suspends every live branch (or worker) of the company but `keepIds`, and resumes those. */
export async function setInUse(
  db: DatabaseOrTransaction,
  companyId: number,
  what: 'branches' | 'workers',
  keepIds: readonly number[],
  now: Date,
) {
  const table = what === 'branches' ? branches : workers
  const live = and(eq(table.companyId, companyId), isNull(table.archivedAt))
  await db
    .update(table)
    .set({ suspendedAt: null })
    .where(and(live, keepIds.length ? inArray(table.id, [...keepIds]) : sql`false`))
  await db
    .update(table)
    .set({ suspendedAt: now })
    .where(
      and(live, isNull(table.suspendedAt), keepIds.length ? notInArray(table.id, [...keepIds]) : sql`true`),
    )
}

export async function findSuspendedAt(db: DatabaseOrTransaction, what: 'branches' | 'workers', id: number) {
  const table = what === 'branches' ? branches : workers
  const [row] = await db.select({ suspendedAt: table.suspendedAt }).from(table).where(eq(table.id, id))
  return row?.suspendedAt ?? null
}

// SMS credits ------------------------------------------------------------------------------------------

export async function findSmsBalance(db: DatabaseOrTransaction, companyId: number) {
  const [row] = await db.select().from(smsCreditBalances).where(eq(smsCreditBalances.companyId, companyId))
  return row
}

/**
 * Grants the month's allowance when the balance was last granted for an earlier month (or never): the unused
 * rest of last month's allowance lapses, bought packs stay. Safe to run at once in several processes: the
 * month condition lets one of them grant.
 */
export async function grantMonthlyAllowance(
  db: DatabaseOrTransaction,
  companyId: number,
  allowance: number,
  now: Date,
) {
  await db
    .insert(smsCreditBalances)
    .values({ companyId, allowanceRemaining: 0, allowanceMonth: null })
    .onConflictDoNothing({ target: smsCreditBalances.companyId })
  const granted = await db
    .update(smsCreditBalances)
    .set({
      allowanceRemaining: allowance,
      allowanceMonth: pragueMonth(now),
      updatedAt: now,
      ...(allowance > 0 ? { exhaustedNotifiedAt: null } : {}),
    })
    .where(
      and(
        eq(smsCreditBalances.companyId, companyId),
        or(
          isNull(smsCreditBalances.allowanceMonth),
          sql`${smsCreditBalances.allowanceMonth} <> ${pragueMonth(now)}`,
        ),
      ),
    )
    .returning({ companyId: smsCreditBalances.companyId })
  if (granted.length && allowance > 0) {
    await db
      .insert(smsCreditLedger)
      .values({ companyId, kind: 'allowance', delta: allowance, createdAt: now })
  }
}

/** Sets this month's allowance outright (a plan change), keeping what was bought. */
export async function resetAllowance(
  db: DatabaseOrTransaction,
  companyId: number,
  allowance: number,
  now: Date,
) {
  await db
    .insert(smsCreditBalances)
    .values({ companyId, allowanceRemaining: allowance, allowanceMonth: pragueMonth(now), updatedAt: now })
    .onConflictDoUpdate({
      target: smsCreditBalances.companyId,
      set: {
        allowanceRemaining: allowance,
        allowanceMonth: pragueMonth(now),
        updatedAt: now,
        ...(allowance > 0 ? { exhaustedNotifiedAt: null } : {}),
      },
    })
  await db.insert(smsCreditLedger).values({ companyId, kind: 'allowance', delta: allowance, createdAt: now })
}

export async function addPurchasedCredits(
  db: DatabaseOrTransaction,
  companyId: number,
  credits: number,
  note: string,
  now: Date,
) {
  await db
    .insert(smsCreditBalances)
    .values({ companyId, purchased: credits, updatedAt: now })
    .onConflictDoUpdate({
      target: smsCreditBalances.companyId,
      set: {
        purchased: sql`${smsCreditBalances.purchased} + ${credits}`,
        exhaustedNotifiedAt: null,
        updatedAt: now,
      },
    })
  await db.insert(smsCreditLedger).values({ companyId, kind: 'pack', delta: credits, note, createdAt: now })
}

/**
 * Spends one credit (the allowance first) in one statement, so two processes sending at once never spend the
 * same credit. Returns whether a credit was spent.
 */
export async function spendOneCredit(
  db: DatabaseOrTransaction,
  companyId: number,
  outboxMessageId: number,
  now: Date,
) {
  const spent = await db
    .update(smsCreditBalances)
    .set({
      allowanceRemaining: sql`case when ${smsCreditBalances.allowanceRemaining} > 0 then ${smsCreditBalances.allowanceRemaining} - 1 else 0 end`,
      purchased: sql`case when ${smsCreditBalances.allowanceRemaining} > 0 then ${smsCreditBalances.purchased} else ${smsCreditBalances.purchased} - 1 end`,
      updatedAt: now,
    })
    .where(
      and(
        eq(smsCreditBalances.companyId, companyId),
        or(gt(smsCreditBalances.allowanceRemaining, 0), gt(smsCreditBalances.purchased, 0)),
      ),
    )
    .returning({ companyId: smsCreditBalances.companyId })
  if (!spent.length) return false
  await db
    .insert(smsCreditLedger)
    .values({ companyId, kind: 'spent', delta: -1, outboxMessageId, createdAt: now })
  return true
}

/** Whether a credit was spent for this outbox message already (a retry of a failed send costs nothing more). */
export async function creditSpentFor(db: DatabaseOrTransaction, outboxMessageId: number) {
  const [row] = await db
    .select({ id: smsCreditLedger.id })
    .from(smsCreditLedger)
    .where(and(eq(smsCreditLedger.outboxMessageId, outboxMessageId), eq(smsCreditLedger.kind, 'spent')))
    .limit(1)
  return row !== undefined
}

/** Marks the balance as run dry; true only for the first refusal since credits were last added. */
export async function markExhaustedOnce(db: DatabaseOrTransaction, companyId: number, now: Date) {
  const marked = await db
    .update(smsCreditBalances)
    .set({ exhaustedNotifiedAt: now })
    .where(and(eq(smsCreditBalances.companyId, companyId), isNull(smsCreditBalances.exhaustedNotifiedAt)))
    .returning({ companyId: smsCreditBalances.companyId })
  return marked.length > 0
}
