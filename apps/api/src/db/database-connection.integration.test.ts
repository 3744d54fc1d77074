/**
 * What the API relies on from its database connection, on either engine (decision 024): embedded PGlite
 * works in a thread of its own, so the API answers while the database is busy; a transaction is never mixed
 * with statements of other requests; LISTEN/NOTIFY reaches the listener.
 */
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../testing/test-app'
import { waitUntil } from '../testing/wait'
import { countRoundTrips } from './round-trips'

const t = useTestApp()

describe('the database connection', () => {
  it('answers requests that need no database while the database works on a long statement', async () => {
    // A request answered without a statement (the counter tells), so only a blocked thread could delay it.
    const request = () => t.app.inject({ url: '/api/v1/no-such-thing' })
    const alone = await countRoundTrips(request)
    expect(alone.roundTrips).toBe(0)
    expect(alone.value.statusCode).toBe(404)

    const order: string[] = []
    const sent: string[] = []
    const longStatement = countRoundTrips(() => t.database.db.execute(sql`select pg_sleep(1.5)`), sent).then(
      () => order.push('database'),
    )
    // The statement is on its way before the request comes in.
    await waitUntil(() => sent.length > 0, { what: 'the long statement to be sent' })
    const response = await request()
    order.push('request')
    expect(response.statusCode).toBe(404)
    await longStatement
    // In-process PGlite held the API's only thread for the whole statement: the request came second.
    expect(order).toEqual(['request', 'database'])
  })

  it('keeps other statements out of a transaction: they neither see nor join its uncommitted work', async () => {
    const { db } = t.database
    await db.execute(sql`create table connection_probe (note text not null)`)
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let inserted = false
    const transaction = db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into connection_probe (note) values ('uncommitted')`)
        inserted = true
        await released
        throw new Error('rolled back on purpose')
      })
      .catch((error: Error) => error.message)
    await waitUntil(() => inserted, { what: 'the uncommitted insert' })
    // Issued while the transaction is open: it must not run inside it.
    const outside = db.execute(sql`insert into connection_probe (note) values ('outside')`)
    const countOutside = db.execute(sql`select count(*)::int as n from connection_probe`)
    release()
    expect(await transaction).toBe('rolled back on purpose')
    await outside
    const seen = (await countOutside) as unknown as { rows: { n: number }[] }
    // The count ran after the rollback (PGlite) or beside the open transaction (PostgreSQL): either way
    // it never saw the uncommitted row.
    expect(seen.rows[0]!.n).toBeLessThanOrEqual(1)
    const rows = (await db.execute(sql`select note from connection_probe`)) as unknown as {
      rows: { note: string }[]
    }
    expect(rows.rows.map((row) => row.note)).toEqual(['outside'])
  })

  it('delivers committed NOTIFYs of its channel to a listener, until it stops listening', async () => {
    const { db } = t.database
    let notices = 0
    const states: boolean[] = []
    const stop = await t.database.listen(
      'connection_probe_channel',
      () => notices++,
      (listening) => states.push(listening),
    )
    expect(states).toEqual([true])
    await db.execute(sql`select pg_notify('connection_probe_channel', 'outside a transaction')`)
    await waitUntil(() => notices === 1, { what: 'the first notice' })
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('connection_probe_channel', 'rolled back')`)
        throw new Error('rollback')
      })
      .catch(() => {})
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('connection_probe_channel', 'committed')`)
      await tx.execute(sql`select pg_notify('another_channel', 'not for this listener')`)
    })
    await waitUntil(() => notices >= 2, { what: 'the committed notice' })
    await stop()
    // A listener of the same channel opened after the stop: once it hears the notice, so would have the
    // stopped one (both are handed a channel's notices in the order they were committed).
    let heardByWitness = false
    const stopWitness = await t.database.listen(
      'connection_probe_channel',
      () => {
        heardByWitness = true
      },
      () => {},
    )
    await db.execute(sql`select pg_notify('connection_probe_channel', 'after stop')`)
    await waitUntil(() => heardByWitness, {
      what: 'the notice after the stop, at a listener still listening',
    })
    await stopWitness()
    expect(notices).toBe(2)
  })
})
