/**
 * A drag in the calendar is made to the version the calendar showed (issue 22, decision 027): the feed gives
 * each reservation the ETag its detail answers, and a move or resize sent with it after another owner changed
 * the reservation answers 412 and moves nothing.
 */
import { describe, expect, it } from 'vitest'
import { companyMembers } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import type { HttpSession } from '../testing/http-session'
import { createBody, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// Friday 20 November 2026; Monday 23 November 10:00 in Prague is 09:00Z.
const t = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

const patch = (session: HttpSession, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  session.request({ method: 'PATCH', url, payload, headers })

describe('the calendar feed’s ETags', () => {
  it('let a drag made to what the calendar showed through, and refuse a stale one with 412', async () => {
    const a = await ownerOfNewCompany(t.app, t.database)
    const second = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: a.fixture.companyId, userId: second.id, role: 'owner' })
    const b = second.session
    const created = await a.session.post(
      `${a.base}/reservations`,
      createBody(a.fixture, '2026-11-23T09:00:00.000Z'),
    )
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().data.id as number
    const url = `${a.base}/reservations/${id}`
    const feedUrl = `${a.base}/reservations/calendar?branch_id=${a.fixture.branchId}&from=2026-11-23&to=2026-11-29`
    const feedEtag = async () => {
      const feed = await a.session.get(feedUrl)
      expect(feed.statusCode, feed.body).toBe(200)
      return feed.json().data.reservations.find((row: { id: number }) => row.id === id).etag as string
    }

    // The feed's tag is the detail's, and a resize made to it goes through and answers the next one.
    const shown = await feedEtag()
    expect(shown).toMatch(/^"[\w-]{32}"$/)
    expect((await b.get(url)).headers.etag).toBe(shown)
    const resized = await patch(
      a.session,
      url,
      { ends_at: '2026-11-23T10:45:00.000Z' },
      { 'if-match': shown },
    )
    expect(resized.statusCode, resized.body).toBe(200)
    expect(resized.headers.etag).toBe(await feedEtag())

    // Owner A's calendar shows it; owner B moves it meanwhile; A's drag of what it showed is refused.
    const beforeB = await feedEtag()
    const movedByB = await patch(b, url, { starts_at: '2026-11-23T12:00:00.000Z' })
    expect(movedByB.statusCode, movedByB.body).toBe(200)
    const stale = await patch(
      a.session,
      url,
      { starts_at: '2026-11-23T14:00:00.000Z' },
      { 'if-match': beforeB, 'accept-language': 'cs' },
    )
    expect(stale.statusCode).toBe(412)
    expect(stale.json()).toEqual({ message: 'Záznam mezitím změnil někdo jiný', code: 'stale_record' })
    expect((await a.session.get(url)).json().data.starts_at).toBe('2026-11-23T12:00:00.000Z')

    // A payment taken by B makes A's copy stale too; the refreshed calendar's tag works again.
    const afterMove = await feedEtag()
    const paid = await b.post(`${url}/payments`, { amount_czk: 100, method: 'cash' })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(
      (await patch(a.session, url, { starts_at: '2026-11-23T14:00:00.000Z' }, { 'if-match': afterMove }))
        .statusCode,
    ).toBe(412)
    const fresh = await patch(
      a.session,
      url,
      { starts_at: '2026-11-23T14:00:00.000Z' },
      { 'if-match': await feedEtag() },
    )
    expect(fresh.statusCode, fresh.body).toBe(200)
    // Nobody else's reservation: 404 before any precondition.
    const foreign = await patch(b, `${a.base}/reservations/999999`, { note: 'x' }, { 'if-match': '*' })
    expect(foreign.statusCode).toBe(404)
  })
})
