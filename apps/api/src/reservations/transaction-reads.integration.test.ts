import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReservation, del, ownerOfNewCompany } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

/**
 * pg queues a query sent on a connection that is still busy, and warns once per process that pg@9 will refuse
 * it. Inside a transaction (one connection) the reads of a reservation's detail ran together and did that
 * when a worker's bookings went to another worker (issue 37 #25); each file runs in a process of its own.
 */
describe('one query at a time on a transaction', () => {
  const t = useTestApp()
  const warnings: string[] = []
  const listen = (warning: Error) => warnings.push(warning.message)
  beforeAll(() => process.on('warning', listen))
  afterAll(() => process.off('warning', listen))

  it('gives a deleted worker’s bookings to another without pg queueing a query', async () => {
    const owner = await ownerOfNewCompany(t.app, t.database)
    const [petr, jana] = owner.fixture.workerIds
    await createReservation(owner, '2026-11-24T09:00:00.000Z')
    await createReservation(owner, '2026-11-25T09:00:00.000Z')
    const reassigned = await del(
      owner.session,
      `${owner.base}/workers/${petr}?upcoming=reassign&to_worker_id=${jana}`,
    )
    expect(reassigned.statusCode, reassigned.body).toBe(200)
    // A warning is emitted on the next tick of the query that caused it.
    await new Promise((resolve) => setImmediate(resolve))
    expect(warnings.filter((message) => message.includes('already executing'))).toEqual([])
  })
})
