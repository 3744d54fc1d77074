/**
 * The public booking's statements, in the order it runs them (decision 070; booking-service.ts decides between
 * them): the start statement before the transaction, the customer's statement first in the transaction, and
 * the reservation's statement under the diary locks. Every piece of SQL the booking adds is written here, so a
 * change to the booking (deposits, resources, a waitlist) is read and made in one place.
 *
 * The features whose tables these statements touch hand facts and functions, never SQL fragments: rate-limit
 * the windows to count (attemptWindows, by its fixed-window rule) and the decisions of the counted rows
 * (attemptDecisions); billing the reading of the plan's state (PlanStateJson, assertOnlineBookingAllowed), whose
 * month count is the generic db/month-count.ts that billing's own reads share; customers the email's key
 * (emailKey); reservations its one write path (insertReservation: the diary locks, the reservation, its items
 * and history), which runs the booking's parts as CTEs, and the ids' reading (reservationIdsFromJson);
 * messaging the booking's emails as outbox rows (bookingConfirmedOutboxRows), rendered before the statement.
 *
 * Each statement is built once per shape (db/prepared.ts, decision 053): every value is a placeholder, lists
 * are arrays, so the number of items or of rate-limit windows does not change the text.
 */
import { customerSearchText } from '@rezervo/shared'
import { sql } from 'drizzle-orm'
import type { PlanStateJson } from '../billing'
import { emailKey } from '../customers'
import type { DatabaseOrTransaction } from '../db/client'
import { rowFromJson } from '../db/json-rows'
import { monthCountUpToLimitSql } from '../db/month-count'
import { definePreparedStatement, type PreparedPart, placeholdersOf, preparedPart } from '../db/prepared'
import { rowsInsertPart } from '../db/rows-insert-part'
import { branches, categories, categoryGroups, items, outboxMessages } from '../db/schema'
import type { OutboxInsert } from '../messaging'
import {
  type AttemptChecks,
  attemptDecisions,
  attemptWindows,
  type CountedWindowRow,
  type RateLimitDecision,
} from '../rate-limit'
import { insertReservation, type NewReservationInput, type ReservationIds } from '../reservations'
import type { Performer } from './booking-repository'
import type { BookingCustomer, BookingCustomerRow } from './customer-repository'
import { PENDING_STATUS, type StoredAnswer } from './idempotency-repository'

// 1. The start statement, before the transaction ------------------------------------------------------------

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
  const windows = attemptWindows(input.attempts)
  return {
    slug: input.slug,
    itemIds: [...input.itemIds],
    itemCount: input.itemIds.length,
    now: input.now.toISOString(),
    pendingStatus: PENDING_STATUS,
    rateLimitKeys: windows.map((window) => window.key),
    rateLimitResetAts: windows.map((window) => window.windowEndsAt.toISOString()),
    rateLimitNow: input.attempts.now.toISOString(),
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
const START_PLACEHOLDER_INPUT: BookingStartInput = {
  slug: '',
  itemIds: [],
  claim: { key: '', pending: null, now: new Date(0), abandonedBefore: new Date(0) },
  attempts: { checks: [], now: new Date(0) },
  now: new Date(0),
}

/** Two shapes: with or without a key to claim. */
const bookingStartStatement = definePreparedStatement<BookingStartRow, { claim: boolean }>(
  'booking_start',
  ({ claim }) => {
    const p = placeholdersOf(bookingStartValues(START_PLACEHOLDER_INPUT))
    // The Idempotency-Key, claimed unless another request holds it; a claim still pending since before
    // `claimAbandonedBefore` belongs to a request that died with its process, and is taken over.
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
    // One hit in each rate-limit window (rate-limit's rule: a window that has ended starts again at one hit),
    // only for a branch that exists and a claimed key: a duplicate submit never uses up a limit.
    const rateLimitNow = sql`${p.rateLimitNow}::timestamptz`
    const counting = sql`insert into rate_limits (key, hits, reset_at)
    select v.key, 1, v.reset_at
    from unnest(${p.rateLimitKeys}::text[], ${p.rateLimitResetAts}::timestamptz[]) as v(key, reset_at)
    where exists (select 1 from b) and ${claimed}
    on conflict (key) do update set
      hits = case when rate_limits.reset_at <= ${rateLimitNow} then 1 else rate_limits.hits + 1 end,
      reset_at = case when rate_limits.reset_at <= ${rateLimitNow} then excluded.reset_at else rate_limits.reset_at end
    returning key, hits, reset_at`
    // The subscription with its plan, and the month's reservations counted only as far as the plan's limit
    // needs (decision 032; issue 39): what billing's assertOnlineBookingAllowed reads.
    const planState = sql`(select jsonb_build_object(
    'subscription', to_jsonb(s), 'plan', to_jsonb(p),
    'reservations_this_month', ${monthCountUpToLimitSql(sql`s.company_id`, p.now, sql`p.max_reservations_per_month`)})
  from subscriptions s join plans p on p.id = s.plan_id where s.company_id = b.company_id)`
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
    counted as (${counting})
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
      ${planState} as plan_state
    from b`
  },
  ({ claim }) => (claim ? 'claim' : 'no-claim'),
)

/**
 * One round trip before the booking's transaction: the live branch at the slug (with its company's name and
 * public category), the claim of the Idempotency-Key (committed at once, so every API process sees it), the
 * booking's rate limits, the chosen items with the workers who perform them all (as
 * findBookableItemsAndPerformers), the company's notification settings and the plan's state. No row when
 * there is no such branch; then nothing is claimed or counted.
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

// 2. The customer's statement, the transaction's first (after the plan's, for a limited plan) ---------------

/** The placeholders' values of the customer's statement (lockedCustomerStatement). */
function lockedCustomerValues(input: Omit<BookingCustomer, 'upcomingAt'>, idsForItems: number) {
  return {
    companyId: input.companyId,
    emailKey: emailKey(input.email),
    firstName: input.firstName,
    surname: input.surname,
    email: input.email,
    phone: input.phone,
    locale: input.locale,
    consentAt: input.now.toISOString(),
    searchText: customerSearchText(input),
    idsForItems,
  }
}

/** Any input: only the names of lockedCustomerValues' answer matter for the placeholders. */
const CUSTOMER_PLACEHOLDER_INPUT: Omit<BookingCustomer, 'upcomingAt'> = {
  companyId: 0,
  firstName: '',
  surname: '',
  email: '',
  phone: '',
  locale: '',
  now: new Date(0),
}

/** One shape: the text never varies. */
const lockedCustomerStatement = definePreparedStatement<CustomerRowJson>('booking_customer', () => {
  const p = placeholdersOf(lockedCustomerValues(CUSTOMER_PLACEHOLDER_INPUT, 0))
  const columns = sql`id, first_name, surname, email, phone, locale, consent_at`
  // The reservation's id and its items' ids from their sequences (as the reservations module draws them,
  // read back with reservationIdsFromJson). Not rolled back: an id drawn for a refused booking is a gap.
  const reservationIds = sql`jsonb_build_object('reservation', nextval('reservations_id_seq'::regclass),
    'items', (select jsonb_agg(nextval('reservation_items_id_seq'::regclass) order by n)
      from generate_series(1, ${p.idsForItems}::int) as n))`
  // The email compared as the customers module keys it (emailKey: trimmed, lower-case) against lower(email).
  return sql`
    with extra as materialized (select ${reservationIds} as also),
    found as (
      select ${columns} from customers
      where company_id = ${p.companyId} and archived_at is null and erased_at is null
        and (email is not null and lower(email) = ${p.emailKey})
      limit 1 for no key update
    ),
    created as (
      insert into customers (company_id, first_name, surname, email, phone, locale, consent_at, search_text)
      select ${p.companyId}, ${p.firstName}, ${p.surname}, ${p.email}, ${p.phone},
        ${p.locale}, ${p.consentAt}::timestamptz, ${p.searchText}
      where not exists (select 1 from found)
      on conflict do nothing
      returning ${columns}
    )
    select found.*, false as created, (select also from extra) as also from found
    union all select created.*, true, (select also from extra) from created`
})

interface CustomerRowJson {
  id: number
  first_name: string
  surname: string
  email: string | null
  phone: string | null
  locale: string
  consent_at: string | Date | null
  created: boolean
  also: unknown
}

/**
 * The booking's first statement in its transaction: the company's live customer with the email, locked
 * for the rest of the transaction, or a new customer inserted with what the form says. The lock is FOR NO
 * KEY UPDATE: it makes two bookings of one person take turns, but a writer holding diary locks and
 * inserting that customer's reservation (whose foreign key check takes FOR KEY SHARE) never waits for it, so
 * taking the diary locks after it, in the reservation's statement, cannot deadlock with the owner's writes.
 * The same statement draws the ids of a reservation with `idsForItems` items, answered as `also`
 * (reservationIdsFromJson), so the reservation's rows, its emails and the key's answer are built before any
 * diary lock. Undefined when a concurrent booking created the same email meanwhile (the insert then does
 * nothing and this statement cannot see the row): findOrCreateCustomer looks again.
 */
export async function findOrCreateLockedCustomer(
  db: DatabaseOrTransaction,
  input: Omit<BookingCustomer, 'upcomingAt'>,
  idsForItems: number,
): Promise<(BookingCustomerRow & { consentAt: Date | null; created: boolean; also: unknown }) | undefined> {
  const result = await lockedCustomerStatement.run(db, lockedCustomerValues(input, idsForItems), undefined)
  const [row] = result.rows
  if (!row) return undefined
  return {
    id: row.id,
    firstName: row.first_name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    locale: row.locale,
    consentAt: row.consent_at === null ? null : new Date(row.consent_at),
    // Counted in the reservation's statement (customerChecks), after this lock.
    upcoming: 0,
    created: row.created,
    also: row.also,
  }
}

// 3. The reservation's statement, under the diary locks -----------------------------------------------------

/** What the booking stores in the reservation's statement, besides the reservation (decision 051). */
export interface BookedReservation {
  /** The reservation with the ids the customer's statement drew. */
  reservation: NewReservationInput & { ids: ReservationIds }
  /** The diary locks of the slot (withClashDetection's, taken in this statement). */
  diaryLock: PreparedPart<DatabaseOrTransaction>
  /** The booking's emails as outbox rows (messaging's bookingConfirmedOutboxRows), rendered before. */
  emails: readonly OutboxInsert[]
  /** The claimed key and the answer it keeps from now on; none without an Idempotency-Key. */
  keyAnswer?: { scope: string; key: string; statusCode: number; stored: StoredAnswer }
  /** The customer's own time at the branch: the start to the end of the items, buffers left out. */
  ownTime: { startsAt: Date; endsAt: Date }
  /** The clock's time, which their upcoming reservations are counted from. */
  now: Date
}

/**
 * The reservations module's statement (insertReservation: the diary locks, the reservation with its items and
 * history) with the booking's parts as CTEs of the same round trip: the customer's checks, the emails into the
 * outbox and the key's answer. Answers what the checks saw; a caller refusing on them throws, which rolls
 * everything back.
 */
export async function insertBookedReservation(
  tx: DatabaseOrTransaction,
  booked: BookedReservation,
): Promise<{ overlapsOwn: boolean; upcoming: number }> {
  const { reservation, keyAnswer } = booked
  const emails = rowsInsertPart(outboxMessages, 'outbox', booked.emails)
  const inserted = await insertReservation(
    tx,
    reservation,
    customerChecks(reservation.customerId, reservation.branchId, booked.ownTime, booked.now),
    booked.diaryLock,
    [...(emails ? [emails] : []), ...(keyAnswer ? [keyAnswerWrite(keyAnswer)] : [])],
  )
  return {
    overlapsOwn: inserted.checks.overlapsOwn === true,
    upcoming: Number(inserted.checks.upcoming ?? 0),
  }
}

/**
 * The customer's checks, whose snapshot is taken after the customer's lock: a second booking of the same
 * person waits for the first to commit and then sees it. `overlapsOwn`: a non-cancelled reservation at the
 * branch overlapping the new one (issue 22); `upcoming`: their upcoming reservations at the branch, before
 * this one.
 */
function customerChecks(
  customerId: number,
  branchId: number,
  slot: { startsAt: Date; endsAt: Date },
  now: Date,
) {
  return {
    overlapsOwn: preparedPart(
      'overlaps-own',
      {
        ownCustomerId: customerId,
        ownBranchId: branchId,
        ownStartsAt: slot.startsAt.toISOString(),
        ownEndsAt: slot.endsAt.toISOString(),
      },
      (p) => sql`exists (select 1 from reservations o where o.customer_id = ${p.ownCustomerId}::int
      and o.branch_id = ${p.ownBranchId}::int and o.cancelled_at is null
      and o.starts_at < ${p.ownEndsAt}::timestamptz
      and o.ends_at > ${p.ownStartsAt}::timestamptz)`,
    ),
    upcoming: preparedPart(
      'upcoming',
      { upcomingCustomerId: customerId, upcomingBranchId: branchId, upcomingNow: now.toISOString() },
      (p) => sql`(select count(*)::int from reservations u where u.customer_id = ${p.upcomingCustomerId}::int
      and u.branch_id = ${p.upcomingBranchId}::int and u.cancelled_at is null
      and u.ends_at > ${p.upcomingNow}::timestamptz)`,
    ),
  }
}

/**
 * The answer on the claimed key, stored with the booking (rolled back with it). Old keys are swept by the
 * housekeeping job (sweepOldIdempotencyKeys, decision 071), never here.
 */
function keyAnswerWrite(answer: NonNullable<BookedReservation['keyAnswer']>): PreparedPart {
  return preparedPart(
    'key-answer',
    {
      keyScope: answer.scope,
      keyKey: answer.key,
      keyStatusCode: answer.statusCode,
      keyResponse: JSON.stringify(answer.stored),
    },
    (p) => sql`update idempotency_keys set status_code = ${p.keyStatusCode}::int,
        response = ${p.keyResponse}::jsonb
      where scope = ${p.keyScope}::text and key = ${p.keyKey}::text`,
  )
}
