import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companyMembers, reservations } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import { signUpOwner } from '../testing/back-office-fixtures'
import { postBooking } from '../testing/booking-client'
import { type BookingFixture, bookingBody, createBookingFixture } from '../testing/booking-fixture'
import type { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

// Monday 2026-11-23 09:00 in Prague; the visits are on Tuesday.
const at = (hourZ: number) => `2026-11-24T${String(hourZ).padStart(2, '0')}:00:00.000Z`

describe('possible duplicates and merging customers', () => {
  const t = useTestApp()
  let fixture: BookingFixture
  let owner: HttpSession
  let ownerName: string
  let base: string
  const ids = { alena: 0, bara: 0, karel: 0, alenaVisit: 0, baraVisit: 0 }

  async function book(body: Record<string, unknown>) {
    const response = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({ item_ids: [fixture.items.cut], first_name: 'Alena', surname: 'Nováková', ...body }),
    )
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().reservation.id as number
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.id, id))
    return { id, customerId: row!.customerId }
  }
  const getJson = async (url: string, status = 200) => {
    const response = await owner.get(url)
    expect(response.statusCode, response.body).toBe(status)
    return response.json()
  }
  const merge = (targetId: number, sourceId: number, session = owner) =>
    session.post(`${base}/customers/${targetId}/merge`, { source_customer_id: sourceId })

  beforeAll(async () => {
    fixture = await createBookingFixture(t.database, { maxUpcomingPerCustomer: 2 })
    const user = await signUpVerified(t.app, t.database, { first_name: 'Olga', surname: 'Majitelová' })
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: user.id, role: 'owner' })
    owner = user.session
    ownerName = 'Olga Majitelová'
    base = `/api/v1/companies/${fixture.companyId}`
    const alena = await book({ email: 'alena@example.cz', phone: '+420 731 000 111', starts_at: at(9) })
    const bara = await book({
      first_name: 'Bára',
      email: 'bara@example.cz',
      phone: '731 000 111',
      starts_at: at(10),
    })
    const karel = await book({
      first_name: 'Karel',
      email: 'karel@example.cz',
      phone: '602 000 000',
      starts_at: at(11),
    })
    Object.assign(ids, {
      alena: alena.customerId,
      bara: bara.customerId,
      karel: karel.customerId,
      alenaVisit: alena.id,
      baraVisit: bara.id,
    })
    const paid = await owner.post(`${base}/reservations/${bara.id}/payments`, {
      amount_czk: 450,
      method: 'cash',
    })
    expect(paid.statusCode, paid.body).toBe(201)
  })

  it('marks customers sharing a phone as possible duplicates and lists them on their own', async () => {
    const all = await getJson(`${base}/customers`)
    const marks = Object.fromEntries(
      all.data.map((customer: { id: number; possible_duplicate_ids: number[] }) => [
        customer.id,
        customer.possible_duplicate_ids,
      ]),
    )
    expect(marks[ids.alena]).toEqual([ids.bara])
    expect(marks[ids.bara]).toEqual([ids.alena])
    expect(marks[ids.karel]).toEqual([])
    const duplicates = await getJson(`${base}/customers?duplicates=true`)
    expect(duplicates.data.map((customer: { id: number }) => customer.id).sort()).toEqual(
      [ids.alena, ids.bara].sort(),
    )
    expect(duplicates.meta.total).toBe(2)
    expect((await getJson(`${base}/customers/${ids.bara}`)).data.possible_duplicate_ids).toEqual([ids.alena])
  })

  it('refuses to merge a customer into themselves, and another company’s or a missing one with 404', async () => {
    const self = await merge(ids.alena, ids.alena)
    expect(self.statusCode).toBe(422)
    expect(self.json().errors).toEqual({
      source_customer_id: ['A customer cannot be merged into themselves.'],
    })

    const stranger = await signUpOwner(t.app, t.database, 'Cizí firma s.r.o.')
    const foreign = await stranger.session.post(`${stranger.base}/customers`, {
      first_name: 'Cizí',
      surname: 'Zákaznice',
      email: 'cizi@example.cz',
      phone: '731 000 111',
    })
    expect(foreign.statusCode, foreign.body).toBe(201)
    for (const sourceId of [foreign.json().data.id, 2_000_000_000]) {
      const refused = await merge(ids.alena, sourceId)
      expect(refused.statusCode, refused.body).toBe(404)
      expect(refused.json()).toEqual({ message: 'Customer not found.' })
    }
    // The stranger cannot reach into this company either way.
    expect((await merge(ids.alena, foreign.json().data.id, stranger.session)).statusCode).toBe(404)
    expect((await getJson(`${base}/customers/${ids.alena}`)).data.archived_at).toBeNull()
  })

  it('merges Bára into Alena: reservations with payments and history move, Bára stays readable', async () => {
    const before = await getJson(`${base}/reservations/${ids.baraVisit}`)
    const merged = await merge(ids.alena, ids.bara)
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json().data).toMatchObject({
      id: ids.alena,
      first_name: 'Alena',
      email: 'alena@example.cz',
      phone: '+420731000111',
      archived_at: null,
      possible_duplicate_ids: [],
    })

    const visit = (await getJson(`${base}/reservations/${ids.baraVisit}`)).data
    expect(visit.customer).toMatchObject({ id: ids.alena })
    expect(visit.payments.map((payment: { amount_czk: number }) => payment.amount_czk)).toEqual([450])
    // The reservation's own history stays, and the merge is recorded with who did it.
    expect(visit.history.slice(0, -1)).toEqual(before.data.history)
    expect(visit.history.at(-1)).toMatchObject({
      action: 'customer_merged',
      actor: 'business',
      user: { name: ownerName },
      changes: { customer_id: { from: ids.bara, to: ids.alena } },
    })

    const alena = (await getJson(`${base}/customers/${ids.alena}`)).data
    expect(alena.reservations.map((reservation: { id: number }) => reservation.id).sort()).toEqual(
      [ids.alenaVisit, ids.baraVisit].sort(),
    )
    expect(alena.turnover).toMatchObject({ real_czk: 450, reservation_count: 2 })

    const bara = (await getJson(`${base}/customers/${ids.bara}`)).data
    expect(bara).toMatchObject({
      first_name: 'Bára',
      email: 'bara@example.cz',
      merged_into_customer_id: ids.alena,
    })
    expect(bara.archived_at).not.toBeNull()
    expect(bara.reservations).toEqual([])
    const archived = await getJson(`${base}/customers?archived=true`)
    expect(archived.data.map((customer: { id: number }) => customer.id)).toContain(ids.bara)
    expect((await getJson(`${base}/customers?duplicates=true`)).data).toEqual([])
  })

  it('counts the moved reservations against the kept customer’s cap', async () => {
    // Alena had one upcoming visit at this branch; with Bára's she has two, the branch's limit.
    const response = await postBooking(
      t.app,
      fixture.slug,
      bookingBody({
        item_ids: [fixture.items.cut],
        email: 'alena@example.cz',
        phone: '731 000 111',
        starts_at: at(13),
      }),
    )
    expect(response.statusCode, response.body).toBe(422)
    expect(response.json().errors.customer).toEqual([
      'You have reached the limit of 2 upcoming reservations at this branch. Please cancel one or contact the business.',
    ])
  })

  it('refuses an archived or erased customer on either side', async () => {
    const again = await merge(ids.alena, ids.bara)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({ message: 'Archived or erased customers cannot be merged.' })
    expect((await merge(ids.bara, ids.karel)).statusCode).toBe(409)
    const erased = await owner.post(`${base}/customers/${ids.karel}/erase`)
    expect(erased.statusCode, erased.body).toBe(200)
    expect((await merge(ids.alena, ids.karel)).statusCode).toBe(409)
    expect((await merge(ids.karel, ids.alena)).statusCode).toBe(409)
  })

  it('fills the kept customer’s empty fields from the other without overwriting any', async () => {
    const create = async (body: Record<string, unknown>) => {
      const response = await owner.post(`${base}/customers`, {
        first_name: 'Jana',
        surname: 'Dvořáková',
        locale: 'cs',
        ...body,
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().data.id as number
    }
    const kept = await create({ email: null, phone: '603 111 222', note: null })
    const other = await create({
      first_name: 'Janička',
      email: 'jana@example.cz',
      phone: '777 999 888',
      note: 'Alergie na latex',
      locale: 'en',
      consent_at: '2026-11-01T10:00:00.000Z',
    })
    const merged = await merge(kept, other)
    expect(merged.statusCode, merged.body).toBe(200)
    expect(merged.json().data).toMatchObject({
      first_name: 'Jana',
      email: 'jana@example.cz',
      phone: '+420603111222',
      note: 'Alergie na latex',
      locale: 'cs',
      consent_at: '2026-11-01T10:00:00.000Z',
    })
    // The email moved with the merge, so the kept customer is found by it now.
    const found = await getJson(`${base}/customers?search=jana@example.cz`)
    expect(found.data.map((customer: { id: number }) => customer.id)).toEqual([kept])
  })
})

describe('a merge racing a booking of the merged customer', () => {
  const t = useTestApp()

  it('ends with every reservation under a live customer, none left with the archived one', async () => {
    const fixture = await createBookingFixture(t.database, { maxUpcomingPerCustomer: 10 })
    const user = await signUpVerified(t.app, t.database)
    await t.database.db
      .insert(companyMembers)
      .values({ companyId: fixture.companyId, userId: user.id, role: 'owner' })
    const base = `/api/v1/companies/${fixture.companyId}`
    const slot = (index: number) =>
      `2026-11-${25 + Math.floor(index / 8)}T${String(8 + (index % 8)).padStart(2, '0')}:00:00.000Z`
    // One phone per round (the pair shares it), so the per-phone booking limit never bites.
    const book = (email: string, index: number) =>
      postBooking(
        t.app,
        fixture.slug,
        bookingBody({
          item_ids: [fixture.items.cut],
          worker_id: fixture.workers.alice,
          email,
          phone: `731 000 ${String(100 + Math.floor(index / 3))}`,
          starts_at: slot(index),
        }),
      )
    for (let round = 0; round < 5; round++) {
      const kept = await book(`kept${round}@example.cz`, round * 3)
      const merged = await book(`merged${round}@example.cz`, round * 3 + 1)
      expect([kept.statusCode, merged.statusCode]).toEqual([201, 201])
      const customerOf = async (reservationId: number) =>
        (await t.database.db.select().from(reservations).where(eq(reservations.id, reservationId)))[0]!
          .customerId
      const keptId = await customerOf(kept.json().reservation.id)
      const mergedId = await customerOf(merged.json().reservation.id)
      const [merge, booking] = await Promise.all([
        user.session.post(`${base}/customers/${keptId}/merge`, { source_customer_id: mergedId }),
        book(`merged${round}@example.cz`, round * 3 + 2),
      ])
      expect([merge.statusCode, booking.statusCode], `${merge.body} ${booking.body}`).toEqual([200, 201])
      const left = await t.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.customerId, mergedId))
      expect(left).toEqual([])
      const racedOwner = await customerOf(booking.json().reservation.id)
      const detail = await user.session.get(`${base}/customers/${racedOwner}`)
      expect(detail.json().data.archived_at).toBeNull()
    }
  })
})
