import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { reservations } from '../db/schema'
import {
  branchPayload,
  customerPayload,
  expectStatus,
  insertReservation,
  itemPayload,
  signUpOwner,
  weekdayHours,
  workerPayload,
} from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

const t = useTestApp({ now: '2026-11-23T07:00:00.000Z' })

const noHours = { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [] }

describe('GET /overview/setup: the first-run checklist', () => {
  it('ticks each step from the data as a new owner sets up, and the link once a customer booked online', async () => {
    const owner = await signUpOwner(t.app, t.database, 'Nováček s.r.o.')
    const setup = async (query = '') => {
      const answer = await expectStatus(owner.session, 'GET', `${owner.base}/overview/setup${query}`, 200)
      return answer.data as {
        branch_id: number | null
        public_path: string | null
        worker_id: number | null
        branch_has_hours: boolean
        steps: { key: string; done: boolean }[]
      }
    }
    const done = async () =>
      Object.fromEntries((await setup()).steps.map((step) => [step.key, step.done])) as Record<
        string,
        boolean
      >

    // The company alone: the order is the order an owner works in.
    const first = await setup()
    expect(first).toEqual({
      branch_id: null,
      public_path: null,
      worker_id: null,
      branch_has_hours: false,
      steps: ['company', 'branch', 'services', 'workers', 'hours', 'share'].map((key) => ({
        key,
        done: key === 'company',
      })),
    })

    // A branch without opening hours yet.
    const branch = (
      await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, {
        ...branchPayload({ opening_hours: noHours }),
      })
    ).data
    expect(await setup()).toMatchObject({ branch_id: branch.id, public_path: branch.public_path })
    expect(await done()).toMatchObject({ branch: true, services: false })

    // A service kept off the booking page does not count; one bookable online does.
    const hidden = (
      await expectStatus(
        owner.session,
        'POST',
        `${owner.base}/items`,
        201,
        itemPayload({ bookable_online: false }),
      )
    ).data
    expect((await done()).services).toBe(false)
    const item = (await expectStatus(owner.session, 'POST', `${owner.base}/items`, 201, itemPayload())).data
    expect((await done()).services).toBe(true)

    // A worker at the branch counts once they perform a bookable service; the checklist opens that worker.
    const worker = (
      await expectStatus(
        owner.session,
        'POST',
        `${owner.base}/workers`,
        201,
        workerPayload({
          branch_ids: [branch.id],
          item_ids: [hidden.id],
          working_hours: { [branch.id]: noHours },
        }),
      )
    ).data
    expect(await done()).toMatchObject({ workers: false, hours: false })
    expect((await setup()).worker_id).toBe(worker.id)
    await expectStatus(owner.session, 'PUT', `${owner.base}/workers/${worker.id}`, 200, {
      ...workerPayload({
        branch_ids: [branch.id],
        item_ids: [item.id],
        working_hours: { [branch.id]: noHours },
      }),
    })
    expect(await done()).toMatchObject({ workers: true, hours: false })

    // Hours need the worker's and the branch's: the branch's first.
    await expectStatus(owner.session, 'PUT', `${owner.base}/workers/${worker.id}`, 200, {
      ...workerPayload({
        branch_ids: [branch.id],
        item_ids: [item.id],
        working_hours: { [branch.id]: weekdayHours() },
      }),
    })
    expect(await done()).toMatchObject({ hours: false })
    expect((await setup()).branch_has_hours).toBe(false)
    await expectStatus(owner.session, 'PUT', `${owner.base}/branches/${branch.id}`, 200, {
      ...branchPayload({ opening_hours: weekdayHours() }),
      slug: branch.slug,
    })
    expect(await done()).toMatchObject({ hours: true, share: false })

    // A reservation the owner entered is not the shared link at work; one booked online is.
    const customer = (
      await expectStatus(owner.session, 'POST', `${owner.base}/customers`, 201, customerPayload())
    ).data
    const refs = {
      companyId: owner.companyId,
      branchId: branch.id,
      workerId: worker.id,
      customerId: customer.id,
    }
    await insertReservation(t.database, refs)
    expect((await done()).share).toBe(false)
    const online = await insertReservation(t.database, refs, { startsAt: '2026-12-02T09:00:00Z' })
    await t.database.db.update(reservations).set({ source: 'online' }).where(eq(reservations.id, online))
    expect(Object.values(await done()).every(Boolean)).toBe(true)
  })

  it('answers for the branch asked, 422 for one of another company, 404 for a company not the user’s', async () => {
    const owner = await signUpOwner(t.app, t.database, 'První s.r.o.')
    const other = await signUpOwner(t.app, t.database, 'Druhá s.r.o.')
    const theirs = (await expectStatus(other.session, 'POST', `${other.base}/branches`, 201, branchPayload()))
      .data
    const mine = (await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload()))
      .data
    const asked = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/overview/setup?branch_id=${mine.id}`,
      200,
    )
    expect(asked.data).toMatchObject({ branch_id: mine.id, branch_has_hours: true })
    const refused = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/overview/setup?branch_id=${theirs.id}`,
      422,
    )
    expect(refused.errors).toHaveProperty('branch_id')
    await expectStatus(owner.session, 'GET', `${other.base}/overview/setup`, 404)
  })
})
