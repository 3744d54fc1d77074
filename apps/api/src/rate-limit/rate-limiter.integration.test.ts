import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { countRoundTrips } from '../db/round-trips'
import { rateLimits } from '../db/schema'
import { createTestDatabase } from '../testing/test-database'
import { sweepEndedWindows } from './rate-limit-repository'
import { clearAttempts, consumeAttempt, consumeAttempts, releaseAttempt, takeAttempt } from './rate-limiter'

const RULE = { maxAttempts: 3, windowSeconds: 60 }
const T0 = new Date('2026-11-23T08:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)

describe('fixed-window rate limiter', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('allows the rule’s attempts, then refuses until the window that began with the first ends', async () => {
    const db = database.db
    expect(await consumeAttempt(db, 'a', RULE, at(0))).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 60,
    })
    expect((await consumeAttempt(db, 'a', RULE, at(10))).allowed).toBe(true)
    expect((await consumeAttempt(db, 'a', RULE, at(20))).allowed).toBe(true)
    expect(await consumeAttempt(db, 'a', RULE, at(30.5))).toEqual({
      allowed: false,
      hits: 4,
      retryAfterSeconds: 30,
    })
    // Refused attempts do not stretch the window.
    expect(await consumeAttempt(db, 'a', RULE, at(59))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    })
    expect(await consumeAttempt(db, 'a', RULE, at(60))).toEqual({
      allowed: true,
      hits: 1,
      retryAfterSeconds: 60,
    })
  })

  it('keeps keys apart', async () => {
    const db = database.db
    for (let i = 0; i < 3; i++) await consumeAttempt(db, 'b', RULE, at(0))
    expect((await consumeAttempt(db, 'b', RULE, at(1))).allowed).toBe(false)
    expect((await consumeAttempt(db, 'c', RULE, at(1))).allowed).toBe(true)
  })

  it('forgets a key when cleared', async () => {
    const db = database.db
    for (let i = 0; i < 3; i++) await consumeAttempt(db, 'd', RULE, at(0))
    await clearAttempts(db, 'd')
    expect(await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'd'))).toHaveLength(0)
  })

  it('counts concurrent attempts exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        consumeAttempt(database.db, 'e', { maxAttempts: 5, windowSeconds: 60 }, at(0)),
      ),
    )
    expect(results.map((result) => result.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
  })

  it('lets exactly the rule’s attempts take a slot in a burst, without counting refusals', async () => {
    const rule = { maxAttempts: 5, windowSeconds: 60 }
    const results = await Promise.all(
      Array.from({ length: 40 }, () => takeAttempt(database.db, 'f', rule, at(0))),
    )
    expect(results.filter((result) => result.allowed)).toHaveLength(5)
    expect(results.find((result) => !result.allowed)).toEqual({ allowed: false, retryAfterSeconds: 60 })
    const [row] = await database.db.select().from(rateLimits).where(eq(rateLimits.key, 'f'))
    expect(row?.hits).toBe(5)
    // A slot given back can be taken again; a new window starts afresh.
    await releaseAttempt(database.db, 'f', at(10))
    expect((await takeAttempt(database.db, 'f', rule, at(10))).allowed).toBe(true)
    expect((await takeAttempt(database.db, 'f', rule, at(10))).allowed).toBe(false)
    expect(await takeAttempt(database.db, 'f', rule, at(60))).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    })
  })

  it('leaves ended windows to the housekeeping job, which sweeps only those (decision 071)', async () => {
    const db = database.db
    await consumeAttempt(db, 'old', RULE, at(0))
    await consumeAttempt(db, 'new', RULE, at(3600))
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'old'))).toHaveLength(1)
    expect(await sweepEndedWindows(db, at(3600), 1000)).toBeGreaterThanOrEqual(1)
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'old'))).toHaveLength(0)
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'new'))).toHaveLength(1)
  })

  it('counts several keys, each against its own rule, in one statement that sweeps nothing', async () => {
    const db = database.db
    const LOOSE = { maxAttempts: 5, windowSeconds: 600 }
    await consumeAttempt(db, 'ended', RULE, at(0))
    for (let i = 0; i < 3; i++) await consumeAttempt(db, 'strict', RULE, at(7200))
    const counted = await countRoundTrips(() =>
      consumeAttempts(
        db,
        [
          { key: 'strict', rule: RULE },
          { key: 'loose', rule: LOOSE },
        ],
        at(7210),
      ),
    )
    expect(counted.roundTrips).toBe(1)
    expect(counted.value).toEqual([
      { allowed: false, hits: 4, retryAfterSeconds: 50 },
      { allowed: true, hits: 1, retryAfterSeconds: 600 },
    ])
    expect(await db.select().from(rateLimits).where(eq(rateLimits.key, 'ended'))).toHaveLength(1)
  })
})
