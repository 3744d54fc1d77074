import type { CalendarFeedDetail } from '@rezervo/shared'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { branches, calendarFeeds, workers } from '../db/schema'
import { type AttemptChecks, attemptsCountingSql, type RateLimitDecision } from '../rate-limit'

/** Whose reservations a feed holds. */
export interface FeedOwner {
  kind: 'worker' | 'branch'
  id: number
}

export type CalendarFeedRow = typeof calendarFeeds.$inferSelect

const ownerColumn = (kind: FeedOwner['kind']) =>
  kind === 'worker' ? calendarFeeds.workerId : calendarFeeds.branchId

/** The feeds of several workers or several branches, by their id. */
export async function findFeedsOf(
  db: DatabaseOrTransaction,
  kind: FeedOwner['kind'],
  ids: readonly number[],
) {
  const feeds = new Map<number, CalendarFeedRow>()
  if (ids.length === 0) return feeds
  const column = ownerColumn(kind)
  const rows = await db
    .select()
    .from(calendarFeeds)
    .where(inArray(column, [...ids]))
  for (const row of rows) feeds.set((kind === 'worker' ? row.workerId : row.branchId)!, row)
  return feeds
}

/** Whether the worker or the branch is the company's (another company's id is answered like a missing one). */
export async function ownerInCompany(db: DatabaseOrTransaction, companyId: number, owner: FeedOwner) {
  const table = owner.kind === 'worker' ? workers : branches
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, owner.id), eq(table.companyId, companyId)))
  return row !== undefined
}

/** A new token for the owner's feed (made if there was none); the old token stops working in the same statement. */
export async function replaceFeedToken(
  db: DatabaseOrTransaction,
  companyId: number,
  owner: FeedOwner,
  token: string,
  detail: CalendarFeedDetail | undefined,
  now: Date,
): Promise<CalendarFeedRow> {
  const [row] = await db
    .insert(calendarFeeds)
    .values({
      companyId,
      workerId: owner.kind === 'worker' ? owner.id : null,
      branchId: owner.kind === 'branch' ? owner.id : null,
      token,
      detail: detail ?? 'first_name',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: ownerColumn(owner.kind),
      set: {
        token,
        detail: detail ? detail : sql`${calendarFeeds.detail}`,
        updatedAt: now,
      },
    })
    .returning()
  return row!
}

export async function updateFeedDetail(
  db: DatabaseOrTransaction,
  owner: FeedOwner,
  detail: CalendarFeedDetail,
  now: Date,
): Promise<CalendarFeedRow | undefined> {
  const [row] = await db
    .update(calendarFeeds)
    .set({ detail, updatedAt: now })
    .where(eq(ownerColumn(owner.kind), owner.id))
    .returning()
  return row
}

export async function deleteFeed(db: DatabaseOrTransaction, owner: FeedOwner) {
  await db.delete(calendarFeeds).where(eq(ownerColumn(owner.kind), owner.id))
}

/** The window of reservations a feed holds. */
export interface FeedWindow {
  from: Date
  to: Date
}

export interface FeedHead {
  feed: {
    id: number
    companyId: number
    workerId: number | null
    branchId: number | null
    detail: CalendarFeedDetail
    updatedAt: Date
    ownerName: string
  }
  /** A digest of every included row's version (reservation, customer, worker, branch): the ETag's ground. */
  version: string
  /** The newest change among them, for Last-Modified. */
  lastChanged: Date | null
  /** The rate limit's decisions for this poll. */
  decisions: RateLimitDecision[]
}

/** The reservations of the feed's owner: `r` is the reservation; joined with its customer, worker and branch. */
const feedReservations = (feed: SQL, window: FeedWindow) => sql`reservations r
  join customers c on c.id = r.customer_id
  join workers w on w.id = r.worker_id
  join branches b on b.id = r.branch_id
  where r.company_id = ${feed}.company_id
    and ((${feed}.worker_id is not null and r.worker_id = ${feed}.worker_id)
      or (${feed}.branch_id is not null and r.branch_id = ${feed}.branch_id))
    and r.starts_at >= ${window.from.toISOString()}::timestamptz
    and r.starts_at < ${window.to.toISOString()}::timestamptz`

interface FeedHeadRow {
  id: number
  company_id: number
  worker_id: number | null
  branch_id: number | null
  detail: CalendarFeedDetail
  updated_at: string | Date
  owner_name: string
  version: string
  last_changed: string | Date | null
  attempts: { key: string; hits: number; reset_at: string }[]
}

/**
 * One round trip for every poll: the feed of the token, the rate limit counted against it (only when there is
 * such a feed), and how many reservations its window holds with the newest change among them (the ETag and
 * Last-Modified are made of these). Undefined for an unknown or revoked token.
 */
export async function findFeedHead(
  db: DatabaseOrTransaction,
  token: string,
  window: FeedWindow,
  attempts: AttemptChecks,
): Promise<FeedHead | undefined> {
  const counting = attemptsCountingSql(attempts, sql`exists (select 1 from f)`)
  const result = await db.execute(sql`
    with f as (select * from calendar_feeds where token = ${token}),
    counted as (${counting.upsert})
    select f.id, f.company_id, f.worker_id, f.branch_id, f.detail, f.updated_at,
      coalesce((select name from workers where id = f.worker_id), (select name from branches where id = f.branch_id))
        as owner_name,
      s.version, s.last_changed,
      (select coalesce(jsonb_agg(jsonb_build_object('key', n.key, 'hits', n.hits, 'reset_at', n.reset_at)),
        '[]'::jsonb) from counted n) as attempts
    from f
    cross join lateral (
      select md5(coalesce(string_agg(concat_ws(':', r.id, r.updated_at, c.updated_at, w.updated_at, b.updated_at),
          ',' order by r.id), '')) as version,
        max(greatest(r.updated_at, c.updated_at, w.updated_at, b.updated_at)) as last_changed
      from ${feedReservations(sql`f`, window)}
    ) s`)
  const [row] = (result as unknown as { rows: FeedHeadRow[] }).rows
  if (!row) return undefined
  return {
    feed: {
      id: row.id,
      companyId: row.company_id,
      workerId: row.worker_id,
      branchId: row.branch_id,
      detail: row.detail,
      updatedAt: new Date(row.updated_at),
      ownerName: row.owner_name,
    },
    version: row.version,
    lastChanged: row.last_changed === null ? null : new Date(row.last_changed),
    decisions: counting.decide(row.attempts),
  }
}

export interface FeedReservation {
  id: number
  startsAt: Date
  endsAt: Date
  cancelled: boolean
  icsSequence: number
  updatedAt: Date
  note: string | null
  firstName: string
  surname: string
  phone: string | null
  workerName: string
  services: string
  branch: {
    name: string
    street: string | null
    houseNumber: string | null
    zip: string | null
    city: string | null
  }
}

interface FeedReservationRow {
  id: number
  starts_at: string | Date
  ends_at: string | Date
  cancelled_at: string | Date | null
  ics_sequence: number
  updated_at: string | Date
  note: string | null
  first_name: string
  surname: string
  phone: string | null
  worker_name: string
  branch_name: string
  street: string | null
  house_number: string | null
  zip: string | null
  city: string | null
  services: string
}

/** The second round trip, when the calendar app has not got the current copy: the reservations themselves. */
export async function findFeedReservations(
  db: DatabaseOrTransaction,
  feed: { companyId: number; workerId: number | null; branchId: number | null },
  window: FeedWindow,
): Promise<FeedReservation[]> {
  const owner = sql`(select ${feed.companyId}::int as company_id, ${feed.workerId}::int as worker_id,
    ${feed.branchId}::int as branch_id)`
  const result = await db.execute(sql`
    select r.id, r.starts_at, r.ends_at, r.cancelled_at, r.ics_sequence, r.updated_at, r.note,
      c.first_name, c.surname, c.phone, w.name as worker_name, b.name as branch_name,
      b.street, b.house_number, b.zip, b.city,
      (select coalesce(string_agg(ri.name, ', ' order by ri.position, ri.id), '') from reservation_items ri
        where ri.reservation_id = r.id) as services
    from ${owner} o, ${feedReservations(sql`o`, window)}
    order by r.starts_at, r.id`)
  return (result as unknown as { rows: FeedReservationRow[] }).rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    cancelled: row.cancelled_at !== null,
    icsSequence: row.ics_sequence,
    updatedAt: new Date(row.updated_at),
    note: row.note,
    firstName: row.first_name,
    surname: row.surname,
    phone: row.phone,
    workerName: row.worker_name,
    services: row.services,
    branch: {
      name: row.branch_name,
      street: row.street,
      houseNumber: row.house_number,
      zip: row.zip,
      city: row.city,
    },
  }))
}
