import { createHash, randomBytes } from 'node:crypto'
import {
  type CalendarFeedDetail,
  type CalendarFeedInput,
  type CalendarFeedState,
  DEFAULT_TIME_ZONE,
  formatPhone,
  type Locale,
} from '@rezervo/shared'
import { CALENDAR_FEED_TEXTS } from '@rezervo/shared/ics/index'
import { getVtimezoneComponent } from '@touch4it/ical-timezones'
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { DateTime } from 'luxon'
import type { AppDeps } from '../app-deps'
import type { AppConfig } from '../config'
import type { CompanyAccess } from '../http/company-access'
import { HttpError } from '../http/errors'
import { reservationUid } from '../messaging'
import type { RateLimitRule } from '../rate-limit'
import {
  type CalendarFeedRow,
  deleteFeed,
  type FeedOwner,
  type FeedReservation,
  type FeedWindow,
  findFeedHead,
  findFeedReservations,
  findFeedsOf,
  ownerInCompany,
  replaceFeedToken,
  updateFeedDetail,
} from './repository'

const DAY_MS = 86_400_000
/** How far back and ahead a feed reaches: enough for a diary, small enough to poll often. */
export const FEED_DAYS_BACK = 60
export const FEED_DAYS_AHEAD = 365
/** Calendar apps poll every few minutes to hours; a burst beyond this is not an app. */
export const FEED_LIMIT: RateLimitRule = { maxAttempts: 120, windowSeconds: 600 }

/** 32 random bytes: 43 URL-safe characters, far beyond guessing. */
function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function calendarFeedUrl(config: AppConfig, token: string): string {
  return `${config.appUrl}/api/v1/calendar-feeds/${token}.ics`
}

function feedAnswer(config: AppConfig, row: CalendarFeedRow | undefined): CalendarFeedState {
  return { url: row ? calendarFeedUrl(config, row.token) : null, detail: row?.detail ?? 'first_name' }
}

/** What the worker's and the branch's records carry of their feeds, by their id. */
export async function calendarFeedFieldsOf(deps: AppDeps, kind: FeedOwner['kind'], ids: readonly number[]) {
  const feeds = await findFeedsOf(deps.database.db, kind, ids)
  return (id: number) => {
    const answer = feedAnswer(deps.config, feeds.get(id))
    return { calendar_feed_url: answer.url, calendar_feed_detail: answer.detail }
  }
}

async function ensureOwner(deps: AppDeps, access: CompanyAccess, owner: FeedOwner) {
  if (!(await ownerInCompany(deps.database.db, access.companyId, owner))) throw new HttpError(404, 'notFound')
}

/** A new URL for the feed (made if there was none); the old one answers 404 from now on. */
export async function regenerateCalendarFeed(
  deps: AppDeps,
  access: CompanyAccess,
  owner: FeedOwner,
  input: CalendarFeedInput,
) {
  await ensureOwner(deps, access, owner)
  const row = await replaceFeedToken(
    deps.database.db,
    access.companyId,
    owner,
    newToken(),
    input.detail,
    deps.clock.now(),
  )
  return { data: feedAnswer(deps.config, row) }
}

/** What the events say of the customer; 404 when the owner has no feed. */
export async function changeCalendarFeedDetail(
  deps: AppDeps,
  access: CompanyAccess,
  owner: FeedOwner,
  detail: CalendarFeedDetail,
) {
  await ensureOwner(deps, access, owner)
  const row = await updateFeedDetail(deps.database.db, owner, detail, deps.clock.now())
  if (!row) throw new HttpError(404, 'notFound')
  return { data: feedAnswer(deps.config, row) }
}

/** The URL stops working; the owner has no feed until one is generated again. */
export async function revokeCalendarFeed(deps: AppDeps, access: CompanyAccess, owner: FeedOwner) {
  await ensureOwner(deps, access, owner)
  await deleteFeed(deps.database.db, owner)
  return { data: feedAnswer(deps.config, undefined) }
}

/**
 * The signed-in worker's own feed (GET/POST/PUT/DELETE …/own-calendar-feed): the feed of the worker record
 * their membership links, never another's. Other roles manage feeds on the worker's record instead, so the
 * route answers them 404 like an unknown one; so it does a worker whose record is gone.
 */
export function ownFeedOwner(access: CompanyAccess): FeedOwner {
  if (access.role !== 'worker' || !access.workerId) throw new HttpError(404, 'notFound')
  return { kind: 'worker', id: access.workerId }
}

/** The signed-in worker's feed as their worker record would show it: the URL (or null) and its detail. */
export async function ownCalendarFeed(deps: AppDeps, access: CompanyAccess) {
  const owner = ownFeedOwner(access)
  await ensureOwner(deps, access, owner)
  const fields = (await calendarFeedFieldsOf(deps, 'worker', [owner.id]))(owner.id)
  return { data: { url: fields.calendar_feed_url, detail: fields.calendar_feed_detail } }
}

/** From midnight UTC 60 days back to 365 days ahead: the window moves once a day, so polls within a day agree. */
export function feedWindow(now: Date): FeedWindow {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return { from: new Date(today - FEED_DAYS_BACK * DAY_MS), to: new Date(today + FEED_DAYS_AHEAD * DAY_MS) }
}

export interface FeedRequest {
  token: string
  locale: Locale
  ifNoneMatch: string | undefined
  ifModifiedSince: string | undefined
}

export type FeedResponse =
  | { status: 200; etag: string; lastModified: Date; body: string }
  | { status: 304; etag: string; lastModified: Date }

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

/** RFC 9110 §13.1.3: If-Modified-Since counts only without If-None-Match; HTTP dates have whole seconds. */
function notModified(request: FeedRequest, etag: string, lastModified: Date): boolean {
  if (request.ifNoneMatch !== undefined) return matchesEtag(request.ifNoneMatch, etag)
  if (request.ifModifiedSince === undefined) return false
  const since = Date.parse(request.ifModifiedSince)
  return !Number.isNaN(since) && lastModified.getTime() <= since
}

/**
 * The feed of a token (decision 039). One round trip finds the feed, counts the poll against its rate limit
 * and tells the newest change; a calendar app that has the current copy gets a 304 from that alone. Otherwise a
 * second round trip reads the reservations. An unknown or revoked token is a 404.
 */
export async function answerCalendarFeed(deps: AppDeps, request: FeedRequest): Promise<FeedResponse> {
  const now = deps.clock.now()
  const window = feedWindow(now)
  const tokenKey = createHash('sha256').update(request.token).digest('hex').slice(0, 32)
  const head = await findFeedHead(deps.database.db, request.token, window, {
    checks: [{ key: `calendar-feed:${tokenKey}`, rule: FEED_LIMIT }],
    now,
  })
  if (!head) throw new HttpError(404, 'notFound')
  const refused = head.decisions.find((decision) => !decision.allowed)
  if (refused) {
    throw new HttpError(
      429,
      'tooManyRequests',
      {},
      { headers: { 'retry-after': String(refused.retryAfterSeconds) } },
    )
  }
  const changed = Math.max(head.feed.updatedAt.getTime(), head.lastChanged?.getTime() ?? 0)
  const lastModified = new Date(Math.floor(changed / 1000) * 1000)
  const etag = `"${createHash('sha256')
    .update(
      [head.feed.id, head.feed.detail, head.feed.updatedAt.toISOString(), request.locale, head.version].join(
        ':',
      ),
    )
    .digest('base64url')
    .slice(0, 27)}"`
  if (notModified(request, etag, lastModified)) return { status: 304, etag, lastModified }
  const reservations = await findFeedReservations(deps.database.db, head.feed, window)
  const body = renderFeed(deps.config, {
    ownerName: head.feed.ownerName,
    byBranch: head.feed.branchId !== null,
    detail: head.feed.detail,
    locale: request.locale,
    reservations,
  })
  return { status: 200, etag, lastModified, body }
}

/** Whether a Prague wall time is said twice that day (the hour the clocks go back): a TZID time cannot name it. */
function isAmbiguousWallTime(instant: Date): boolean {
  return DateTime.fromJSDate(instant).setZone(DEFAULT_TIME_ZONE).getPossibleOffsets().length > 1
}

function address(branch: FeedReservation['branch']): string {
  const street = [branch.street, branch.houseNumber].filter(Boolean).join(' ')
  const city = [branch.zip, branch.city].filter(Boolean).join(' ')
  return [branch.name, street, city].filter(Boolean).join(', ')
}

interface FeedContent {
  ownerName: string
  byBranch: boolean
  detail: CalendarFeedDetail
  locale: Locale
  reservations: readonly FeedReservation[]
}

/**
 * The feed as iCalendar (ical-generator): events with the UID and SEQUENCE of the customer's own calendar event,
 * times in Europe/Prague with its VTIMEZONE, and STATUS:CANCELLED for a cancelled visit. An event that starts or
 * ends in the hour the clocks go back is written in UTC instead, since a Prague wall time in that hour is
 * ambiguous (RFC 5545 would read it as the first of the two).
 */
export function renderFeed(config: AppConfig, content: FeedContent): string {
  const texts = CALENDAR_FEED_TEXTS[content.locale]
  const calendar = ical({
    name: texts.calendarName(content.ownerName),
    prodId: { company: 'Rezervo', product: 'Rezervo', language: content.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 15 * 60,
  })
  for (const reservation of content.reservations) {
    const full = content.detail === 'full'
    const phone = reservation.phone ? formatPhone(reservation.phone) : null
    const who = full
      ? [`${reservation.firstName} ${reservation.surname}`.trim(), phone].filter(Boolean).join(', ')
      : reservation.firstName
    const summary = [who, reservation.services].filter(Boolean).join(' – ')
    const description = [
      reservation.services,
      content.byBranch ? `${texts.worker}: ${reservation.workerName}` : null,
      full && phone ? `${texts.phone}: ${phone}` : null,
      full && reservation.note ? `${texts.note}: ${reservation.note}` : null,
    ]
      .filter(Boolean)
      .join('\n')
    const inUtc = isAmbiguousWallTime(reservation.startsAt) || isAmbiguousWallTime(reservation.endsAt)
    calendar.createEvent({
      id: reservationUid(config, reservation.id),
      sequence: reservation.icsSequence,
      stamp: reservation.updatedAt,
      start: inUtc ? reservation.startsAt : DateTime.fromJSDate(reservation.startsAt),
      end: inUtc ? reservation.endsAt : DateTime.fromJSDate(reservation.endsAt),
      timezone: inUtc ? null : DEFAULT_TIME_ZONE,
      summary: reservation.cancelled ? `${texts.cancelled}: ${summary}` : summary,
      description,
      location: address(reservation.branch),
      status: reservation.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    })
  }
  // ical-generator ends the last line without the CRLF that RFC 5545 §3.1 asks of every content line.
  return `${calendar.toString()}\r\n`
}
