import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { payments, reservations } from '../db/schema'
import {
  branchPayload,
  customerPayload,
  expectStatus,
  insertReservation,
  itemPayload,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('customer history, export and erasure', () => {
  const t = useTestApp({ now: '2026-11-23T08:00:00.000Z' })
  let owner: Owner
  let refs: { companyId: number; branchId: number; workerId: number; itemId: number }

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
    const branch = await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload())
    const item = await expectStatus(owner.session, 'POST', `${owner.base}/items`, 201, itemPayload())
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ branch_ids: [branch.data.id] }),
    )
    refs = {
      companyId: owner.companyId,
      branchId: branch.data.id,
      workerId: worker.data.id,
      itemId: item.data.id,
    }
  })

  it('shows a customer with reservations most recent first and turnover', async () => {
    const customer = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'obrat@example.cz' }),
    )
    const customerId = customer.data.id
    const past = await insertReservation(
      t.database,
      { ...refs, customerId },
      { startsAt: '2026-11-01T09:00:00Z', priceCzk: 450, paidCzk: 500 },
    )
    const cancelled = await insertReservation(
      t.database,
      { ...refs, customerId },
      { startsAt: '2026-11-10T09:00:00Z', priceCzk: 700, cancelled: true },
    )
    const upcoming = await insertReservation(
      t.database,
      { ...refs, customerId },
      { startsAt: '2026-12-05T09:00:00Z', priceCzk: 300 },
    )
    await t.database.db.update(reservations).set({ attendance: 'no_show' }).where(eq(reservations.id, past))
    const detail = await expectStatus(owner.session, 'GET', `${owner.base}/customers/${customerId}`, 200)
    expect(detail.data.reservations.map((r: { id: number }) => r.id)).toEqual([upcoming, cancelled, past])
    expect(detail.data.reservations.map((r: { state: string }) => r.state)).toEqual([
      'upcoming',
      'cancelled',
      'expired',
    ])
    expect(detail.data.reservations[2]).toMatchObject({
      branch_id: refs.branchId,
      worker_id: refs.workerId,
      price_czk: 450,
      paid_czk: 500,
      item_names: ['Pánský střih'],
      attendance: 'no_show',
    })
    expect(detail.data.reservations[0].attendance).toBeNull()
    // One visit ahead (the cancelled one does not count), one no-show, 500 Kč actually spent.
    expect(detail.data.turnover).toEqual({
      planned_czk: 750,
      real_czk: 500,
      reservation_count: 3,
      upcoming_count: 1,
      no_show_count: 1,
    })
  })

  it('exports CSV for Excel: BOM, semicolons, header, quoting and no formulas', async () => {
    const csvOwner = await signUpOwner(t.app, t.database, 'Exportní')
    const url = `${csvOwner.base}/customers`
    await expectStatus(
      csvOwner.session,
      'POST',
      url,
      201,
      customerPayload({ note: 'Káva; bez cukru, "silná"\nvždy' }),
    )
    await expectStatus(
      csvOwner.session,
      'POST',
      url,
      201,
      customerPayload({
        first_name: 'Eva',
        surname: 'Malá',
        email: null,
        phone: null,
        note: '=HYPERLINK("x")',
      }),
    )
    const response = await csvOwner.session.get(`${url}/export.csv`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe('attachment; filename="customers.csv"')
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    const lines = response.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toBe('ID;First name;Surname;Email;Phone;Note;Language;Consent;Created')
    expect(lines[1]).toMatch(/^\d+;Eva;Malá;;;"'=HYPERLINK\(""x""\)";cs;;\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)
    expect(lines[2]).toMatch(
      /^\d+;Jan;Šťastný;jan\.stastny@example\.cz;\+420777123456;"Káva; bez cukru, ""silná""\nvždy";cs;;\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    )
    const czech = await csvOwner.session.get(`${url}/export.csv?search=malá`, { 'accept-language': 'cs' })
    const czechLines = czech.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(czechLines[0]).toBe('ID;Jméno;Příjmení;E-mail;Telefon;Poznámka;Jazyk;Souhlas;Vytvořeno')
    expect(czechLines).toHaveLength(2)
  })

  it('erases a customer on request and keeps reservations and payments for the turnover', async () => {
    const customer = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'smazat@example.cz' }),
    )
    const customerId = customer.data.id
    const reservationId = await insertReservation(
      t.database,
      { ...refs, customerId },
      { startsAt: '2026-10-01T09:00:00Z', paidCzk: 450, note: 'Alergie na…' },
    )
    const erased = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers/${customerId}/erase`,
      200,
    )
    expect(erased.data).toMatchObject({
      first_name: 'Smazaný',
      surname: 'zákazník',
      email: null,
      phone: null,
      note: null,
      erased_at: t.clock.now().toISOString(),
    })
    const detail = await expectStatus(owner.session, 'GET', `${owner.base}/customers/${customerId}`, 200)
    expect(detail.data.turnover).toMatchObject({ planned_czk: 450, real_czk: 450, reservation_count: 1 })
    const [reservation] = await t.database.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
    expect(reservation?.note).toBeNull()
    expect(
      await t.database.db.select().from(payments).where(eq(payments.reservationId, reservationId)),
    ).toHaveLength(1)
    const search = await expectStatus(owner.session, 'GET', `${owner.base}/customers?search=stastny`, 200)
    expect(search.data.map((c: { id: number }) => c.id)).not.toContain(customerId)
    await expectStatus(owner.session, 'POST', `${owner.base}/customers/${customerId}/erase`, 200)
    await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'smazat@example.cz' }),
    )
  })

  it('deletes a customer without reservations and archives one with them', async () => {
    const walkIn = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'jednou@example.cz' }),
    )
    expect(
      (await expectStatus(owner.session, 'DELETE', `${owner.base}/customers/${walkIn.data.id}`, 200)).data
        .outcome,
    ).toBe('deleted')
    const gone = await expectStatus(owner.session, 'GET', `${owner.base}/customers/${walkIn.data.id}`, 404)
    expect(gone).toEqual({ message: 'Customer not found.' })

    const regular = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'stály@example.cz'.replace('á', 'a') }),
    )
    await insertReservation(
      t.database,
      { ...refs, customerId: regular.data.id },
      { startsAt: '2026-09-01T09:00:00Z' },
    )
    const archived = await expectStatus(
      owner.session,
      'DELETE',
      `${owner.base}/customers/${regular.data.id}`,
      200,
    )
    expect(archived.data).toEqual({ id: regular.data.id, outcome: 'archived' })
    const live = await expectStatus(owner.session, 'GET', `${owner.base}/customers?per_page=100`, 200)
    expect(live.data.map((c: { id: number }) => c.id)).not.toContain(regular.data.id)
    const archive = await expectStatus(owner.session, 'GET', `${owner.base}/customers?archived=true`, 200)
    expect(archive.data.map((c: { id: number }) => c.id)).toEqual([regular.data.id])
    // The archived customer keeps the email in history; a new live customer may use it again.
    await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'staly@example.cz' }),
    )
  })
})
