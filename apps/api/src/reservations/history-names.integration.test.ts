import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { branches } from '../db/schema'
import { createReservation, del, ownerOfNewCompany, patch } from '../testing/reservation-api'
import { useTestApp } from '../testing/test-app'

const context = useTestApp({ now: '2026-11-20T08:00:00.000Z' })
const MONDAY_10 = '2026-11-23T09:00:00.000Z'

describe('the names a reservation’s history refers to', () => {
  it('names the worker it moved from (even once deleted) and to, and the branch as it is called now', async () => {
    const owner = await ownerOfNewCompany(context.app, context.database)
    const [petr, jana] = owner.fixture.workerIds
    const id = await createReservation(owner, MONDAY_10, { worker_id: petr })
    const url = `${owner.base}/reservations/${id}`
    expect((await patch(owner.session, url, { worker_id: jana })).statusCode).toBe(200)
    // Petr has nothing booked any more, so his record goes for good, not to the archive.
    const deleted = await del(owner.session, `${owner.base}/workers/${petr}`)
    expect(deleted.json().data).toMatchObject({ outcome: 'deleted' })
    await context.database.db
      .update(branches)
      .set({ name: 'Na Náměstí' })
      .where(eq(branches.id, owner.fixture.branchId))

    const { data } = (await owner.session.get(url)).json()
    expect(data.history.map((entry: { changes: unknown }) => entry.changes)).toEqual([
      expect.objectContaining({ worker_id: petr, branch_id: owner.fixture.branchId }),
      expect.objectContaining({ worker_id: { from: petr, to: jana } }),
    ])
    expect(data.history_names).toEqual({
      workers: [
        { id: petr, name: 'Petr Novák' },
        { id: jana, name: 'Jana Dvořáková' },
      ],
      branches: [{ id: owner.fixture.branchId, name: 'Na Náměstí' }],
    })
  })
})
