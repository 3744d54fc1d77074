import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-database'
import type { DatabaseHandle } from './client'
import { countRoundTrips } from './round-trips'

describe('the round-trip counter', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('counts each statement, and BEGIN and COMMIT of a transaction, on either engine', async () => {
    const { db } = database
    const single = await countRoundTrips(() => db.execute(sql`select 1`))
    expect(single.roundTrips).toBe(1)
    const transaction = await countRoundTrips(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await tx.execute(sql`select 2`)
      }),
    )
    expect(transaction.statements.map((statement) => statement.toLowerCase())).toEqual([
      'begin',
      'select 1',
      'select 2',
      'commit',
    ])
  })

  it('counts only the work it awaits, not queries running beside it', async () => {
    const { db } = database
    const beside = db.execute(sql`select 'beside'`)
    const counted = await countRoundTrips(async () => {
      await db.execute(sql`select 'mine'`)
    })
    await beside
    expect(counted.statements).toEqual([`select 'mine'`])
  })
})
