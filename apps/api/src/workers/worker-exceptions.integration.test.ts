import { beforeAll, describe, expect, it } from 'vitest'
import {
  branchPayload,
  expectStatus,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('worker exceptions', () => {
  const t = useTestApp()
  let owner: Owner
  let vinohrady: number

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
    vinohrady = (await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload()))
      .data.id
  })

  it('keeps holiday, sickness and extra hours, reading local times in the branch time zone', async () => {
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Eva', branch_ids: [vinohrady] }),
    )
    const url = `${owner.base}/workers/${worker.data.id}/exceptions`
    const holiday = await expectStatus(owner.session, 'POST', url, 201, {
      kind: 'holiday',
      starts_at: '2026-12-24T00:00',
      ends_at: '2026-12-27T00:00',
      note: 'Vánoce',
    })
    expect(holiday.data).toMatchObject({
      worker_id: worker.data.id,
      kind: 'holiday',
      starts_at: '2026-12-23T23:00:00.000Z',
      ends_at: '2026-12-26T23:00:00.000Z',
      branch_id: null,
      note: 'Vánoce',
    })
    const summer = await expectStatus(owner.session, 'POST', url, 201, {
      kind: 'extra',
      starts_at: '2026-07-04T09:00',
      ends_at: '2026-07-04T12:00:00+02:00',
      branch_id: vinohrady,
    })
    expect(summer.data).toMatchObject({
      starts_at: '2026-07-04T07:00:00.000Z',
      ends_at: '2026-07-04T10:00:00.000Z',
    })

    const list = await expectStatus(owner.session, 'GET', url, 200)
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([holiday.data.id, summer.data.id])
    expect(list.meta).toEqual({ page: 1, per_page: 25, total: 2 })

    const edited = await expectStatus(owner.session, 'PUT', `${url}/${summer.data.id}`, 200, {
      kind: 'sickness',
      starts_at: '2026-07-06T00:00:00Z',
      ends_at: '2026-07-08T00:00:00Z',
    })
    expect(edited.data).toMatchObject({ kind: 'sickness', branch_id: null, note: null })
    expect((await expectStatus(owner.session, 'GET', `${url}/${summer.data.id}`, 200)).data).toEqual(
      edited.data,
    )

    const other = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Petr' }),
    )
    await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/workers/${other.data.id}/exceptions/${summer.data.id}`,
      404,
    )

    const deleted = await expectStatus(owner.session, 'DELETE', `${url}/${summer.data.id}`, 200)
    expect(deleted.data).toEqual({ id: summer.data.id, outcome: 'deleted' })
    await expectStatus(owner.session, 'GET', `${url}/${summer.data.id}`, 404)
  })

  it('validates exceptions', async () => {
    const worker = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/workers`,
      201,
      workerPayload({ name: 'Ota' }),
    )
    const url = `${owner.base}/workers/${worker.data.id}/exceptions`
    const response = await expectStatus(owner.session, 'POST', url, 422, {
      kind: 'vacation',
      starts_at: '2026-12-24',
      ends_at: '2026-12-23T10:00',
    })
    expect(response.errors).toEqual({
      kind: ['Please choose one of the offered values.'],
      starts_at: ['This field must be a valid date.'],
    })
    const order = await expectStatus(owner.session, 'POST', url, 422, {
      kind: 'holiday',
      starts_at: '2026-12-24T10:00',
      ends_at: '2026-12-24T09:00',
    })
    expect(order.errors).toEqual({ ends_at: ['The end must be after the start.'] })
    const stranger = await signUpOwner(t.app, t.database, 'Cizí 2')
    const foreignBranch = await expectStatus(
      stranger.session,
      'POST',
      `${stranger.base}/branches`,
      201,
      branchPayload(),
    )
    const foreign = await expectStatus(owner.session, 'POST', url, 422, {
      kind: 'extra',
      starts_at: '2026-12-24T10:00',
      ends_at: '2026-12-24T12:00',
      branch_id: foreignBranch.data.id,
    })
    expect(foreign.errors).toEqual({ branch_id: ['This value does not exist.'] })
  })
})
