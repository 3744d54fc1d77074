import { beforeAll, describe, expect, it } from 'vitest'
import {
  branchPayload,
  customerPayload,
  expectStatus,
  insertReservation,
  type Owner,
  signUpOwner,
  weekdayHours,
  workerPayload,
} from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('branch hours, holidays and archive', () => {
  const t = useTestApp()
  let owner: Owner

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
  })

  it('replaces opening hours and exceptions on update, and lists with paging and the archive apart', async () => {
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Aaa první', exceptions: [{ date: '2026-12-24', closed: true }] }),
    )
    const updated = await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/branches/${created.data.id}`,
      200,
      branchPayload({
        name: 'Aaa první',
        opening_hours: { 7: [{ start: '10:00', end: '24:00' }] },
        exceptions: [],
        open_on_public_holidays: true,
        slot_step_minutes: 30,
      }),
    )
    expect(updated.data.opening_hours[1]).toEqual([])
    expect(updated.data.opening_hours[7]).toEqual([{ start: '10:00', end: '24:00' }])
    expect(updated.data.exceptions).toEqual([])
    expect(updated.data).toMatchObject({
      open_on_public_holidays: true,
      slot_step_minutes: 30,
      slug: 'aaa-prvni',
    })

    await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Bbb druhá' }),
    )
    const list = await expectStatus(owner.session, 'GET', `${owner.base}/branches?per_page=1&page=2`, 200)
    expect(list.meta).toEqual({ page: 2, per_page: 1, total: 2 })
    expect(list.data[0].name).toBe('Bbb druhá')
    expect(list.data[0].opening_hours).toBeUndefined()
  })

  it('lists Czech public holidays of a year with whether the branch is open', async () => {
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Sváteční', opening_hours: weekdayHours('09:00', '17:00') }),
    )
    const url = `${owner.base}/branches/${created.data.id}/holidays?year=2026`
    const closed = await expectStatus(owner.session, 'GET', url, 200)
    expect(closed.data.map((h: { date: string }) => h.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-05-08',
      '2026-07-05',
      '2026-07-06',
      '2026-09-28',
      '2026-10-28',
      '2026-11-17',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ])
    expect(closed.data[1]).toMatchObject({
      name_en: 'Good Friday',
      open: false,
      decided_by: 'holiday_closed',
    })

    await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/branches/${created.data.id}`,
      200,
      branchPayload({
        name: 'Sváteční',
        opening_hours: weekdayHours('09:00', '17:00'),
        open_on_public_holidays: true,
        exceptions: [{ date: '2026-12-24', intervals: [{ start: '09:00', end: '12:00' }] }],
      }),
    )
    const open = await expectStatus(owner.session, 'GET', url, 200)
    const byDate = Object.fromEntries(open.data.map((h: { date: string }) => [h.date, h]))
    expect(byDate['2026-04-06']).toEqual({
      date: '2026-04-06',
      iso_weekday: 1,
      name_cs: 'Velikonoční pondělí',
      name_en: 'Easter Monday',
      open: true,
      intervals: [{ start: '09:00', end: '17:00' }],
      decided_by: 'weekly_hours',
    })
    expect(byDate['2026-12-24']).toMatchObject({
      open: true,
      intervals: [{ start: '09:00', end: '12:00' }],
      decided_by: 'exception',
    })
    expect(byDate['2026-12-26']).toMatchObject({ iso_weekday: 6, open: false, decided_by: 'weekly_hours' })

    const thisYear = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/branches/${created.data.id}/holidays`,
      200,
    )
    expect(thisYear.data[0].date).toBe('2026-01-01')
    const badYear = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/branches/${created.data.id}/holidays?year=1999`,
      422,
    )
    expect(badYear.errors).toEqual({ year: ['The value must be at least 2000.'] })
  })

  it('deletes a branch without history, archives one with reservations and hides it from the public', async () => {
    const plain = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Pryč' }),
    )
    const deleted = await expectStatus(
      owner.session,
      'DELETE',
      `${owner.base}/branches/${plain.data.id}`,
      200,
    )
    expect(deleted.data).toEqual({ id: plain.data.id, outcome: 'deleted' })
    await expectStatus(owner.session, 'GET', `${owner.base}/branches/${plain.data.id}`, 404)

    const busy = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Rušná' }),
    )
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ branch_ids: [busy.data.id] }),
    )
    const customer = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload(),
    )
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${busy.data.slug}` })).statusCode,
    ).toBe(200)
    // A past visit: history keeps the branch. Upcoming ones are asked about first (upcoming-lifecycle test).
    await insertReservation(
      t.database,
      {
        companyId: owner.companyId,
        branchId: busy.data.id,
        workerId: worker.data.id,
        customerId: customer.data.id,
      },
      { startsAt: '2026-11-02T09:00:00Z' },
    )
    const archived = await expectStatus(
      owner.session,
      'DELETE',
      `${owner.base}/branches/${busy.data.id}`,
      200,
    )
    expect(archived.data).toEqual({ id: busy.data.id, outcome: 'archived' })
    const shown = await expectStatus(owner.session, 'GET', `${owner.base}/branches/${busy.data.id}`, 200)
    expect(shown.data.archived_at).not.toBeNull()
    expect(shown.data.opening_hours[1]).toEqual([{ start: '09:00', end: '17:00' }])
    const live = await expectStatus(owner.session, 'GET', `${owner.base}/branches?per_page=100`, 200)
    expect(live.data.map((b: { id: number }) => b.id)).not.toContain(busy.data.id)
    const archive = await expectStatus(owner.session, 'GET', `${owner.base}/branches?archived=true`, 200)
    expect(archive.data.map((b: { id: number }) => b.id)).toEqual([busy.data.id])
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${busy.data.slug}` })).statusCode,
    ).toBe(404)
    const workerNow = await expectStatus(owner.session, 'GET', `${owner.base}/workers/${worker.data.id}`, 200)
    expect(workerNow.data.branch_ids).toEqual([])
  })
})
