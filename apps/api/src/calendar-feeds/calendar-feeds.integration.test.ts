/**
 * A worker's and a branch's private calendar feed, read with ical.js as a calendar app reads it: the UID and
 * SEQUENCE of the customer's own event, STATUS:CANCELLED after a cancel, Prague times with their VTIMEZONE
 * right across both clock changes, 304 for an unchanged feed in one round trip, 404 once revoked or regenerated,
 * and nothing of another company.
 */
import { parseIcs } from '@rezervo/shared/ics/testing/parse-ics'
import { eq } from 'drizzle-orm'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { countRoundTrips } from '../db/round-trips'
import { companyMembers, reservationItems, reservations } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { postBooking } from '../testing/booking-client'
import { bookingBody, createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague.
const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })

async function companyWithOwner() {
  const fixture = await createBookingFixture(t.database)
  const owner = await signUpVerified(t.app, t.database)
  await t.database.db
    .insert(companyMembers)
    .values({ companyId: fixture.companyId, userId: owner.id, role: 'owner' })
  const base = `/api/v1/companies/${fixture.companyId}`
  return { fixture, owner: owner.session, base }
}

async function book(slug: string, workerId: number, itemId: number, startsAt: string, person = {}) {
  const body = bookingBody({ item_ids: [itemId], worker_id: workerId, starts_at: startsAt, ...person })
  const booked = await postBooking(t.app, slug, body)
  expect(booked.statusCode, booked.body).toBe(201)
  return (booked.json().reservation as { id: number }).id
}

const feedPath = (url: string) => new URL(url).pathname

async function feed(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: feedPath(url), headers })
}

/** The feed as a calendar app sees it, its VTIMEZONE registered so TZID times become instants. */
function readFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  try {
    return parseIcs(text)
  } finally {
    ICAL.TimezoneService.reset()
  }
}

describe('a worker’s calendar feed', () => {
  it('carries the customer’s event: same UID, SEQUENCE growing with a move and a cancel, STATUS:CANCELLED', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    const id = await book(
      fixture.slug,
      fixture.workers.alice,
      fixture.items.cut,
      '2026-11-25T09:00:00.000Z',
      {
        first_name: 'Jana',
        surname: 'Nováková',
      },
    )
    const made = await owner.post(`${base}/workers/${fixture.workers.alice}/calendar-feed`, {})
    expect(made.statusCode, made.body).toBe(200)
    const { url, detail } = made.json().data as { url: string; detail: string }
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/)
    expect(detail).toBe('first_name')
    const worker = await owner.request({ method: 'GET', url: `${base}/workers/${fixture.workers.alice}` })
    expect(worker.json().data).toMatchObject({ calendar_feed_url: url, calendar_feed_detail: 'first_name' })

    const first = await feed(url)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(first.body).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Prague')
    const booked = readFeed(first.body).events
    expect(booked).toEqual([
      expect.objectContaining({
        uid: `reservation-${id}@localhost`,
        sequence: 0,
        status: 'CONFIRMED',
        startsAt: '2026-11-25T09:00:00.000Z',
        startZone: 'Europe/Prague',
      }),
    ])
    // Only the first name by default.
    expect(booked[0]!.summary).toMatch(/^Jana – /)
    expect(first.body).not.toContain('Nováková')
    expect(first.body).toContain('DTSTART;TZID=Europe/Prague:20261125T100000')

    const moved = await owner.request({
      method: 'PATCH',
      url: `${base}/reservations/${id}`,
      payload: { starts_at: '2026-11-25T12:00:00.000Z' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const afterMove = readFeed((await feed(url)).body).events
    expect(afterMove).toEqual([
      expect.objectContaining({
        uid: `reservation-${id}@localhost`,
        sequence: 1,
        startsAt: '2026-11-25T12:00:00.000Z',
      }),
    ])

    const cancelled = await owner.post(`${base}/reservations/${id}/cancel`, { reason: 'Nemoc' })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const afterCancel = readFeed((await feed(url)).body).events
    expect(afterCancel).toEqual([
      expect.objectContaining({ uid: `reservation-${id}@localhost`, sequence: 2, status: 'CANCELLED' }),
    ])
  })

  it('shows the full name and phone when the owner asks, and the right instants across both clock changes', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    const feedUrl = `${base}/workers/${fixture.workers.bob}/calendar-feed`
    const { url } = (await owner.post(feedUrl, {})).json().data as { url: string }
    const set = await owner.request({ method: 'PUT', url: feedUrl, payload: { detail: 'full' } })
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().data).toEqual({ url, detail: 'full' })

    const id = await book(fixture.slug, fixture.workers.bob, fixture.items.cut, '2026-11-25T12:00:00.000Z', {
      first_name: 'Petr',
      surname: 'Svoboda',
      phone: '+420 777 123 456',
    })
    const [customerRow] = await t.database.db
      .select({ customerId: reservations.customerId })
      .from(reservations)
      .where(eq(reservations.id, id))
    // Two visits written straight into the table: one over the autumn change (02:30 CEST, 60 minutes, to
    // 02:30 CET), one over the spring change (01:30 CET, 60 minutes, to 03:30 CEST).
    const clockChanges = [
      { startsAt: '2026-10-25T00:30:00.000Z', endsAt: '2026-10-25T01:30:00.000Z' },
      { startsAt: '2027-03-28T00:30:00.000Z', endsAt: '2027-03-28T01:30:00.000Z' },
    ]
    for (const visit of clockChanges) {
      const [row] = await t.database.db
        .insert(reservations)
        .values({
          companyId: fixture.companyId,
          branchId: fixture.branchId,
          workerId: fixture.workers.bob,
          customerId: customerRow!.customerId,
          startsAt: new Date(visit.startsAt),
          endsAt: new Date(visit.endsAt),
          priceCzk: 450,
          source: 'business',
        })
        .returning({ id: reservations.id })
      await t.database.db.insert(reservationItems).values({
        reservationId: row!.id,
        itemId: fixture.items.cut,
        name: 'Střih',
        durationMinutes: 60,
        bufferAfterMinutes: 0,
        priceCzk: 450,
      })
    }

    const response = await feed(url)
    expect(response.statusCode, response.body).toBe(200)
    const events = readFeed(response.body).events
    expect(events.map((event) => [event.startsAt, event.endsAt])).toEqual([
      ['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z'],
      ['2026-11-25T12:00:00.000Z', '2026-11-25T12:45:00.000Z'],
      ['2027-03-28T00:30:00.000Z', '2027-03-28T01:30:00.000Z'],
    ])
    // The spring one is in Prague time (01:30 CET to 03:30 CEST); the autumn one's wall times are said twice
    // that night, so it is written in UTC.
    expect(response.body).toContain('DTSTART;TZID=Europe/Prague:20270328T013000')
    expect(response.body).toContain('DTEND;TZID=Europe/Prague:20270328T033000')
    expect(events[0]!.startZone).toBe('UTC')
    expect(events[1]!.summary).toBe('Petr Svoboda, +420 777 123 456 – Pánský střih')
  })

  it('answers an unchanged feed with 304 in one round trip, and a changed one anew', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    const id = await book(fixture.slug, fixture.workers.alice, fixture.items.cut, '2026-11-26T09:00:00.000Z')
    const { url } = (await owner.post(`${base}/workers/${fixture.workers.alice}/calendar-feed`, {})).json()
      .data as { url: string }

    const full = await countRoundTrips(() => feed(url))
    expect(full.value.statusCode).toBe(200)
    expect(full.roundTrips).toBe(2)
    const etag = full.value.headers.etag as string
    const lastModified = full.value.headers['last-modified'] as string
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/)
    expect(new Date(lastModified).toUTCString()).toBe(lastModified)

    const unchanged = await countRoundTrips(() => feed(url, { 'if-none-match': etag }))
    expect(unchanged.value.statusCode).toBe(304)
    expect(unchanged.value.body).toBe('')
    expect(unchanged.roundTrips).toBe(1)
    expect((await feed(url, { 'if-modified-since': lastModified })).statusCode).toBe(304)

    t.clock.advance(60_000)
    const moved = await owner.request({
      method: 'PATCH',
      url: `${base}/reservations/${id}`,
      payload: { starts_at: '2026-11-26T10:00:00.000Z' },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const changed = await feed(url, { 'if-none-match': etag })
    expect(changed.statusCode).toBe(200)
    expect(changed.headers.etag).not.toBe(etag)
    expect(readFeed(changed.body).events[0]).toMatchObject({
      startsAt: '2026-11-26T10:00:00.000Z',
      sequence: 1,
    })
  })

  it('stops answering once regenerated or revoked (404), and another company reaches nothing', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    await book(fixture.slug, fixture.workers.alice, fixture.items.cut, '2026-11-27T09:00:00.000Z')
    const feedUrl = `${base}/workers/${fixture.workers.alice}/calendar-feed`
    const { url: old } = (await owner.post(feedUrl, {})).json().data as { url: string }
    const { url: renewed } = (await owner.post(feedUrl, {})).json().data as { url: string }
    expect(renewed).not.toBe(old)
    expect((await feed(old)).statusCode).toBe(404)
    expect((await feed(renewed)).statusCode).toBe(200)

    // Another company's owner: their own company's path with this worker's id is a 404, and their branch's
    // feed holds none of this company's reservations.
    const other = await companyWithOwner()
    const foreign = await other.owner.post(`${other.base}/workers/${fixture.workers.alice}/calendar-feed`, {})
    expect(foreign.statusCode).toBe(404)
    const theirs = await other.owner.post(
      `${other.base}/branches/${other.fixture.branchId}/calendar-feed`,
      {},
    )
    expect(theirs.statusCode, theirs.body).toBe(200)
    const theirFeed = await feed((theirs.json().data as { url: string }).url)
    expect(readFeed(theirFeed.body).events).toEqual([])
    const branch = await other.owner.request({
      method: 'GET',
      url: `${other.base}/branches/${other.fixture.branchId}`,
    })
    expect(branch.json().data.calendar_feed_url).toBe((theirs.json().data as { url: string }).url)

    const revoked = await owner.request({ method: 'DELETE', url: feedUrl })
    expect(revoked.statusCode, revoked.body).toBe(200)
    expect(revoked.json().data).toEqual({ url: null, detail: 'first_name' })
    expect((await feed(renewed)).statusCode).toBe(404)
    expect((await feed(renewed)).json()).toHaveProperty('message')
    const worker = await owner.request({ method: 'GET', url: `${base}/workers/${fixture.workers.alice}` })
    expect(worker.json().data.calendar_feed_url).toBeNull()
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/calendar-feeds/nonsense.ics' })).statusCode,
    ).toBe(404)
  })

  it('a branch’s feed holds every worker’s reservations there, naming the worker', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    await book(fixture.slug, fixture.workers.alice, fixture.items.cut, '2026-11-30T09:00:00.000Z')
    await book(fixture.slug, fixture.workers.bob, fixture.items.cut, '2026-11-30T12:00:00.000Z')
    const { url } = (await owner.post(`${base}/branches/${fixture.branchId}/calendar-feed`, {})).json()
      .data as {
      url: string
    }
    const events = readFeed((await feed(url)).body).events
    expect(events).toHaveLength(2)
    expect(events.map((event) => event.description?.split('\n')[1])).toEqual([
      expect.stringMatching(/^Pracovník: /),
      expect.stringMatching(/^Pracovník: /),
    ])
  })
})

describe('a worker’s own calendar feed', () => {
  it('lets a worker see, regenerate, change and revoke their own feed, and no one else’s', async () => {
    const { fixture, owner, base } = await companyWithOwner()
    await book(fixture.slug, fixture.workers.alice, fixture.items.cut, '2026-11-27T09:00:00.000Z')
    const alice = await signUpVerified(t.app, t.database)
    await t.database.db.insert(companyMembers).values({
      companyId: fixture.companyId,
      userId: alice.id,
      role: 'worker',
      workerId: fixture.workers.alice,
    })
    const own = `${base}/own-calendar-feed`

    // Nobody gets a secret URL they did not ask for.
    const none = await alice.session.request({ method: 'GET', url: own })
    expect(none.statusCode, none.body).toBe(200)
    expect(none.json().data).toEqual({ url: null, detail: 'first_name' })
    const made = await alice.session.post(own, {})
    expect(made.statusCode, made.body).toBe(200)
    const { url } = made.json().data as { url: string }
    const served = await feed(url)
    expect(served.statusCode).toBe(200)
    expect(readFeed(served.body).events).toHaveLength(1)
    // The same feed the owner sees on Alice's record.
    const record = await owner.request({ method: 'GET', url: `${base}/workers/${fixture.workers.alice}` })
    expect(record.json().data.calendar_feed_url).toBe(url)

    const full = await alice.session.request({ method: 'PUT', url: own, payload: { detail: 'full' } })
    expect(full.json().data).toEqual({ url, detail: 'full' })
    const renewed = (await alice.session.post(own, {})).json().data as { url: string }
    expect(renewed.url).not.toBe(url)
    expect((await feed(url)).statusCode).toBe(404)
    const revoked = await alice.session.request({ method: 'DELETE', url: own })
    expect(revoked.json().data).toEqual({ url: null, detail: 'first_name' })
    expect((await feed(renewed.url)).statusCode).toBe(404)

    // Bob's feed stays the owner's to manage; the owner has no "own" feed (they use the worker's record).
    const bobs = await alice.session.post(`${base}/workers/${fixture.workers.bob}/calendar-feed`, {})
    expect(bobs.statusCode).toBe(404)
    expect((await owner.request({ method: 'GET', url: own })).statusCode).toBe(404)
  })
})
