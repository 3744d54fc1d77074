import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type PlanStateJson, planStateSql } from '../billing'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { definePreparedStatement, placeholdersOf } from '../db/prepared'
import { branches, categories, categoryGroups, items } from '../db/schema'
import {
  type AttemptChecks,
  attemptDecisions,
  attemptsCountingValues,
  type CountedWindowRow,
  preparedAttemptsCountingSql,
  type RateLimitDecision,
} from '../rate-limit'
import { PENDING_STATUS } from './idempotency-repository'

/** A worker of the branch who performs every chosen item. */
export interface Performer {
  id: number
  name: string
}

/**
 * In one statement: the chosen items that exist in the company and can be booked online now, and, beside
 * each, the branch's active workers who perform every one of the chosen items (ascending by id).
 */
export async function findBookableItemsAndPerformers(
  db: DatabaseOrTransaction,
  branch: { id: number; companyId: number },
  itemIds: readonly number[],
) {
  const chosen = [...itemIds]
  const rows = await db
    .select({
      item: items,
      performers: sql<Performer[]>`coalesce((select json_agg(json_build_object('id', w.id, 'name', w.name)
        order by w.id) from workers w
        where w.archived_at is null and w.suspended_at is null
        and exists (select 1 from worker_branches wb where wb.worker_id = w.id and wb.branch_id = ${branch.id})
        and (select count(distinct wi.item_id) from worker_items wi
          where wi.worker_id = w.id and wi.item_id in ${chosen}) = ${chosen.length}), '[]')`,
    })
    .from(items)
    .where(
      and(
        eq(items.companyId, branch.companyId),
        inArray(items.id, chosen),
        eq(items.active, true),
        eq(items.bookableOnline, true),
        isNull(items.archivedAt),
      ),
    )
  return { items: rows.map((row) => row.item), performers: rows[0]?.performers ?? [] }
}

/** The company's items among the ids whatever their state, in the ids' order: what a refused choice names. */
export async function findCompanyItemNames(
  db: DatabaseOrTransaction,
  companyId: number,
  itemIds: readonly number[],
): Promise<{ id: number; name: string }[]> {
  const rows = await db
    .select({ id: items.id, name: items.name })
    .from(items)
    .where(and(eq(items.companyId, companyId), inArray(items.id, [...itemIds])))
  return itemIds.flatMap((id) => rows.filter((row) => row.id === id))
}

/** What a booking reads and counts before its transaction, in one statement (see startBookingStatement). */
export interface BookingStartInput {
  slug: string
  itemIds: readonly number[]
  /** The key to claim (its scope is `booking:branch:<id>`), with the pending answer to store; none without a key. */
  claim?: { key: string; pending: unknown; now: Date; abandonedBefore: Date }
  /** The booking's rate limits: counted when the branch exists and the key was claimed (or there is none). */
  attempts: AttemptChecks
  /** The month whose reservations the plan's limit counts (decision 032). */
  now: Date
}

interface BookingStartRow {
  branch: Record<string, unknown>
  company_name: string
  category: Record<string, unknown> | null
  group: Record<string, unknown> | null
  claimed: boolean
  attempts: CountedWindowRow[]
  items: Record<string, unknown>[]
  performers: Performer[]
  settings: Record<string, unknown> | null
  plan_state: PlanStateJson | null
}

export interface BookingStart {
  /** As findActiveBranchBySlug answers it. */
  bookable: {
    branch: typeof branches.$inferSelect
    companyName: string
    category: typeof categories.$inferSelect | null
    group: typeof categoryGroups.$inferSelect | null
  }
  /** False when the key was there already (a duplicate submit): nothing was counted. */
  claimed: boolean
  /** The rate limits' decisions, in the order of the input's checks; none when nothing was counted. */
  decisions: RateLimitDecision[]
  found: { items: (typeof items.$inferSelect)[]; performers: Performer[] }
  /** The notification settings row as JSON (notificationSettingsFromJson), null when the company has none. */
  settings: Record<string, unknown> | null
  /** The subscription, its plan and the reservations of the month, for the plan's limit (decision 032). */
  planState: PlanStateJson | null
}

/** The placeholders' values of the start statement (bookingStartStatement); the claim's only with a claim. */
function bookingStartValues(input: BookingStartInput) {
  const { claim } = input
  return {
    slug: input.slug,
    itemIds: [...input.itemIds],
    itemCount: input.itemIds.length,
    now: input.now.toISOString(),
    pendingStatus: PENDING_STATUS,
    ...attemptsCountingValues(input.attempts),
    ...(claim
      ? {
          claimKey: claim.key,
          claimPending: JSON.stringify(claim.pending),
          claimNow: claim.now.toISOString(),
          claimAbandonedBefore: claim.abandonedBefore.toISOString(),
        }
      : {}),
  }
}

/** Any input with a claim: only the names of bookingStartValues' answer matter for the placeholders. */
const PLACEHOLDER_INPUT: BookingStartInput = {
  slug: '',
  itemIds: [],
  claim: { key: '', pending: null, now: new Date(0), abandonedBefore: new Date(0) },
  attempts: { checks: [], now: new Date(0) },
  now: new Date(0),
}

/**
 * Built once per shape (with or without a key to claim; db/prepared.ts, decision 053): every value is a
 * placeholder, the chosen items an array, so the number of items does not change the text.
 */
const bookingStartStatement = definePreparedStatement<BookingStartRow, { claim: boolean }>(
  'booking_start',
  ({ claim }) => {
    const p = placeholdersOf(bookingStartValues(PLACEHOLDER_INPUT))
    const claimCte = claim
      ? sql`, claim as (
      insert into idempotency_keys (scope, key, status_code, response, created_at)
      select 'booking:branch:' || b.id, ${p.claimKey}::text, ${p.pendingStatus}::int, ${p.claimPending}::jsonb,
        ${p.claimNow}::timestamptz from b
      on conflict (scope, key) do update set response = excluded.response, created_at = excluded.created_at
      where idempotency_keys.status_code = ${p.pendingStatus}::int
        and idempotency_keys.created_at < ${p.claimAbandonedBefore}::timestamptz
      returning id)`
      : sql``
    const claimed = claim ? sql`exists (select 1 from claim)` : sql`true`
    const counting = preparedAttemptsCountingSql(p, sql`exists (select 1 from b) and ${claimed}`)
    return sql`
    with b as (
      select br.id, br.company_id, to_jsonb(br) as branch, c.name as company_name,
        to_jsonb(cat) as category, to_jsonb(g) as "group"
      from branches br
      join companies c on c.id = br.company_id
      left join categories cat on cat.id = br.category_id
      left join category_groups g on g.id = cat.group_id
      where br.slug = ${p.slug} and br.archived_at is null and br.suspended_at is null
        and c.archived_at is null
    )${claimCte},
    counted as (${counting.upsert})
    select b.branch, b.company_name, b.category, b."group", ${claimed} as claimed,
      (select coalesce(jsonb_agg(jsonb_build_object('key', n.key, 'hits', n.hits, 'reset_at', n.reset_at)),
        '[]'::jsonb) from counted n) as attempts,
      (select coalesce(jsonb_agg(to_jsonb(i) order by i.id), '[]'::jsonb) from items i
        where i.company_id = b.company_id and i.id = any(${p.itemIds}::int[]) and i.active and i.bookable_online
        and i.archived_at is null) as items,
      coalesce((select jsonb_agg(jsonb_build_object('id', w.id, 'name', w.name) order by w.id) from workers w
        where w.archived_at is null and w.suspended_at is null
        and exists (select 1 from worker_branches wb where wb.worker_id = w.id and wb.branch_id = b.id)
        and (select count(distinct wi.item_id) from worker_items wi
          where wi.worker_id = w.id and wi.item_id = any(${p.itemIds}::int[])) = ${p.itemCount}::int), '[]'::jsonb)
        as performers,
      (select to_jsonb(s) from notification_settings s where s.company_id = b.company_id) as settings,
      ${planStateSql(sql`b.company_id`, p.now)} as plan_state
    from b`
  },
  ({ claim }) => (claim ? 'claim' : 'no-claim'),
)

/**
 * One round trip before the booking's transaction: the live branch at the slug (with its company's name and
 * public category), the claim of the Idempotency-Key (committed at once, so every API process sees it), the
 * booking's rate limits, the chosen items with the workers who perform them all (as
 * findBookableItemsAndPerformers) and the company's notification settings. No row when there is no such
 * branch; then nothing is claimed or counted.
 */
export async function startBookingStatement(
  db: DatabaseOrTransaction,
  input: BookingStartInput,
): Promise<BookingStart | undefined> {
  const result = await bookingStartStatement.run(db, bookingStartValues(input), { claim: !!input.claim })
  const [row] = result.rows
  if (!row) return undefined
  return {
    bookable: {
      branch: rowFromJson(branches, row.branch),
      companyName: row.company_name,
      category: row.category ? rowFromJson(categories, row.category) : null,
      group: row.group ? rowFromJson(categoryGroups, row.group) : null,
    },
    claimed: row.claimed,
    decisions: row.claimed ? attemptDecisions(input.attempts, row.attempts) : [],
    found: { items: row.items.map((item) => rowFromJson(items, item)), performers: row.performers },
    settings: row.settings,
    planState: row.plan_state,
  }
}
