import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { branches } from '../db/schema'
import { customerPayload } from '../testing/back-office-fixtures'
import { postBooking } from '../testing/booking-client'
import { createBody, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

// Friday 20 November 2026; Monday 23 November 10:00 in Prague is 09:00Z. Workers work 09:00–17:00 local.
const t = useTestApp({ now: '2026-11-20T08:00:00.000Z' })

/** Every text and jsonb column of every table of the schema, with the rows whose value contains `needle`. */
async function copiesOf(database: DatabaseHandle, needle: string) {
  const columns = (await database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'jsonb', 'json', 'character varying')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] }
  const hits: string[] = []
  for (const { table_name, column_name } of columns.rows) {
    const found = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table_name)}
        where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
    )) as unknown as { rows: { n: number }[] }
    if (found.rows[0]!.n > 0) hits.push(`${table_name}.${column_name}`)
  }
  return hits
}

describe('customer erasure reaches every copy', () => {
  it('leaves the name, email, phone and note nowhere: history, delivery log, stored messages', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const customer = await owner.session.post(
      `${owner.base}/customers`,
      customerPayload({
        first_name: 'Květoslava',
        surname: 'Brouzdalová',
        email: 'kveta.brouzdalova@example.cz',
        phone: '+420 603 987 654',
        note: 'Stálá zákaznice',
      }),
    )
    expect(customer.statusCode, customer.body).toBe(201)
    const customerId = customer.json().data.id
    const booked = await owner.session.post(
      `${owner.base}/reservations`,
      createBody(owner.fixture, '2026-11-23T09:00:00.000Z', {
        customer_id: customerId,
        note: 'Těhotná (5. měsíc)',
        notify_client: true,
      }),
    )
    expect(booked.statusCode, booked.body).toBe(201)
    const url = `${owner.base}/reservations/${booked.json().data.id}`
    const noted = await patch(owner.session, url, { note: 'Těhotná (5. měsíc), alergie na latex' })
    expect(noted.statusCode, noted.body).toBe(200)
    const moved = await patch(owner.session, url, { starts_at: '2026-11-23T11:00:00.000Z' })
    expect(moved.statusCode, moved.body).toBe(200)
    const cancelled = await owner.session.post(`${url}/cancel`, {
      reason: 'Paní Brouzdalová leží v porodnici',
      notify_customer_email: true,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    // She books again online; the answer to her submit is kept under its Idempotency-Key for a replay.
    const [branch] = await t.database.db
      .select({ slug: branches.slug })
      .from(branches)
      .where(eq(branches.id, owner.fixture.branchId))
    const online = await postBooking(
      t.app,
      branch!.slug,
      {
        item_ids: [owner.fixture.itemIds[0]],
        worker_id: 'any',
        starts_at: '2026-11-24T09:00:00.000Z',
        first_name: 'Květoslava',
        surname: 'Brouzdalová',
        email: 'kveta.brouzdalova@example.cz',
        phone: '+420 603 987 654',
        note: 'Alergie na latex, prosím rukavice z nitrilu',
        consent: true,
        locale: 'cs',
        website: '',
      },
      { idempotencyKey: 'erasure-test-online-booking' },
    )
    expect(online.statusCode, online.body).toBe(201)

    const needles = [
      'Brouzdalová',
      'Květoslava',
      'kveta.brouzdalova',
      '603987654',
      'alergie na latex',
      'Alergie na latex',
      'Těhotná',
      'porodnici',
      'Stálá zákaznice',
    ]
    // The copies exist before the erasure (so the search below can find them).
    expect(await copiesOf(t.database, 'kveta.brouzdalova')).toContain('outbox_messages.recipient')
    expect(await copiesOf(t.database, 'alergie na latex')).toContain('reservation_history.changes')
    expect(await copiesOf(t.database, 'Brouzdalová')).toContain('idempotency_keys.response')
    expect(await copiesOf(t.database, 'porodnici')).toEqual(
      expect.arrayContaining(['reservations.cancel_reason', 'reservation_history.changes']),
    )

    const erased = await owner.session.post(`${owner.base}/customers/${customerId}/erase`, {})
    expect(erased.statusCode, erased.body).toBe(200)
    const left: Record<string, string[]> = {}
    for (const needle of needles) left[needle] = await copiesOf(t.database, needle)
    expect(left).toEqual(Object.fromEntries(needles.map((needle) => [needle, []])))

    // What the back office reads afterwards: the history still lists the changes, the exports hold no copy.
    const history = await owner.session.get(`${url}/history`)
    expect(history.statusCode, history.body).toBe(200)
    expect(JSON.stringify(history.json())).toContain('cancelled')
    for (const path of [
      '/reservations/export.csv?from=2026-11-01&to=2026-12-01',
      '/payments/export.csv?from=2026-11-01&to=2026-12-01',
      '/customers/export.csv',
    ]) {
      const csv = await owner.session.get(`${owner.base}${path}`)
      expect(csv.statusCode, `${path} ${csv.body}`).toBe(200)
      for (const needle of needles) expect(csv.body).not.toContain(needle)
    }
  })
})
