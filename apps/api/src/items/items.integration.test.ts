import { beforeAll, describe, expect, it } from 'vitest'
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

describe('items', () => {
  const t = useTestApp()
  let owner: Owner
  let branchId: number
  let tomas: number
  let jakub: number

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
    const branch = await expectStatus(owner.session, 'POST', `${owner.base}/branches`, 201, branchPayload())
    branchId = branch.data.id
    const worker = (name: string) =>
      expectStatus(
        owner.session,
        'POST',
        `${owner.base}/workers`,
        201,
        workerPayload({ name, branch_ids: [branchId] }),
      )
    tomas = (await worker('Tomáš')).data.id
    jakub = (await worker('Jakub')).data.id
  })

  it('stores a duration typed in hours as minutes and shows it in the unit typed', async () => {
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({
        name: 'Barvení',
        duration: 1.5,
        duration_unit: 'hours',
        price_czk: 1200,
        buffer_after_minutes: 15,
      }),
    )
    expect(created.data).toMatchObject({
      name: 'Barvení',
      duration: 1.5,
      duration_unit: 'hours',
      duration_minutes: 90,
      price_czk: 1200,
      buffer_after_minutes: 15,
      bookable_online: true,
      active: true,
      item_category_id: null,
      worker_ids: [],
    })
    const minutes = await expectStatus(owner.session, 'POST', `${owner.base}/items`, 201, itemPayload())
    expect(minutes.data).toMatchObject({ duration: 45, duration_unit: 'minutes', duration_minutes: 45 })
    expect(minutes.data.position).toBeGreaterThan(created.data.position)
  })

  it('validates duration, price, category and workers', async () => {
    const response = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ name: '', duration: 0, duration_unit: 'days', price_czk: -1, bookable_online: 'ano' }),
    )
    expect(response.errors).toEqual({
      name: ['The name field is required.'],
      duration: ['The value must be at least 1.'],
      duration_unit: ['Please choose one of the offered values.'],
      price_czk: ['The value must be at least 0.'],
      bookable_online: ['This field must be yes or no.'],
    })
    const fractional = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ duration: 1.33, duration_unit: 'hours' }),
    )
    expect(fractional.errors).toEqual({ duration: ['This field must be a whole number.'] })
    const price = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ price_czk: 10.5 }),
    )
    expect(price.errors).toEqual({ price_czk: ['Enter whole crowns, without hellers (such as 1,200).'] })
    const tooLong = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ duration: 25, duration_unit: 'hours' }),
    )
    expect(tooLong.errors).toEqual({ duration: ['The value must be at most 24.'] })

    const stranger = await signUpOwner(t.app, t.database, 'Cizí')
    const foreignCategory = await expectStatus(
      stranger.session,
      'POST',
      `${stranger.base}/item-categories`,
      201,
      { name: 'Cizí' },
    )
    const foreign = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ item_category_id: foreignCategory.data.id }),
    )
    expect(foreign.errors).toEqual({ item_category_id: ['This value does not exist.'] })
    const foreignWorker = await expectStatus(
      stranger.session,
      'POST',
      `${stranger.base}/workers`,
      201,
      workerPayload(),
    )
    const workers = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ worker_ids: [tomas, foreignWorker.data.id] }),
    )
    expect(workers.errors).toEqual({ worker_ids: ['This value does not exist.'] })
  })

  it('takes a price and a length as a Czech owner types them, in the one shared parser (issue 37, finding 16)', async () => {
    const typed = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ duration: '1,5', duration_unit: 'hours', price_czk: '1\u202f200 Kč' }),
    )
    expect(typed.data).toMatchObject({ duration: 1.5, duration_minutes: 90, price_czk: 1200 })
    const withKc = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ price_czk: '350 Kč' }),
    )
    expect(withKc.data.price_czk).toBe(350)
    const refused = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ price_czk: '1 200,50' }),
    )
    expect(refused.errors).toEqual({ price_czk: ['Enter whole crowns, without hellers (such as 1,200).'] })
    const unreadable = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      422,
      itemPayload({ price_czk: 'hodně' }),
    )
    expect(unreadable.errors).toEqual({ price_czk: ['Enter an amount in crowns, such as 1,200 or 350 CZK.'] })
  })

  it('keeps the worker assignment the same from both sides', async () => {
    const item = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ name: 'Holení', worker_ids: [jakub, tomas, tomas] }),
    )
    expect(item.data.worker_ids).toEqual([tomas, jakub].sort((a, b) => a - b))
    const jakubNow = await expectStatus(owner.session, 'GET', `${owner.base}/workers/${jakub}`, 200)
    expect(jakubNow.data.item_ids).toContain(item.data.id)

    await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/items/${item.data.id}`,
      200,
      itemPayload({ name: 'Holení', worker_ids: [tomas] }),
    )
    const jakubAfter = await expectStatus(owner.session, 'GET', `${owner.base}/workers/${jakub}`, 200)
    expect(jakubAfter.data.item_ids).not.toContain(item.data.id)

    const jakubWorker = jakubAfter.data
    await expectStatus(owner.session, 'PUT', `${owner.base}/workers/${jakub}`, 200, {
      ...workerPayload({ name: jakubWorker.name }),
      branch_ids: jakubWorker.branch_ids,
      item_ids: [...jakubWorker.item_ids, item.data.id],
    })
    const itemAfter = await expectStatus(owner.session, 'GET', `${owner.base}/items/${item.data.id}`, 200)
    expect(itemAfter.data.worker_ids).toEqual([tomas, jakub].sort((a, b) => a - b))

    const list = await expectStatus(owner.session, 'GET', `${owner.base}/items?per_page=100`, 200)
    expect(list.data.find((i: { id: number }) => i.id === item.data.id).worker_ids).toEqual(
      itemAfter.data.worker_ids,
    )
  })

  it('filters by category and shows inactive items to the owner but not the public', async () => {
    const category = await expectStatus(owner.session, 'POST', `${owner.base}/item-categories`, 201, {
      name: 'Děti',
    })
    const hidden = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({
        name: 'Dětský střih',
        item_category_id: category.data.id,
        active: false,
        worker_ids: [tomas],
      }),
    )
    const filtered = await expectStatus(
      owner.session,
      'GET',
      `${owner.base}/items?item_category_id=${category.data.id}`,
      200,
    )
    expect(filtered.data.map((i: { id: number }) => i.id)).toEqual([hidden.data.id])
    const branch = await expectStatus(owner.session, 'GET', `${owner.base}/branches/${branchId}`, 200)
    const publicPage = (
      await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${branch.data.slug}` })
    ).json()
    expect(JSON.stringify(publicPage)).not.toContain('Dětský střih')
  })

  it('deletes an item nobody booked and archives one that a reservation copied', async () => {
    const unused = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ name: 'Nepoužitý' }),
    )
    expect(
      (await expectStatus(owner.session, 'DELETE', `${owner.base}/items/${unused.data.id}`, 200)).data
        .outcome,
    ).toBe('deleted')
    await expectStatus(owner.session, 'GET', `${owner.base}/items/${unused.data.id}`, 404)

    const booked = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ name: 'Rezervovaný', worker_ids: [tomas] }),
    )
    const customer = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload(),
    )
    await insertReservation(t.database, {
      companyId: owner.companyId,
      branchId,
      workerId: tomas,
      customerId: customer.data.id,
      itemId: booked.data.id,
    })
    const branch = await expectStatus(owner.session, 'GET', `${owner.base}/branches/${branchId}`, 200)
    const publicUrl = `/api/v1/branches/slug/${branch.data.slug}`
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).body).toContain('Rezervovaný')

    // The reservation is upcoming: the delete asks first (409), and keeping it archives the service.
    await expectStatus(owner.session, 'DELETE', `${owner.base}/items/${booked.data.id}`, 409)
    const archived = await expectStatus(
      owner.session,
      'DELETE',
      `${owner.base}/items/${booked.data.id}?upcoming=keep`,
      200,
    )
    expect(archived.data).toEqual({ id: booked.data.id, outcome: 'archived' })
    const list = await expectStatus(owner.session, 'GET', `${owner.base}/items?per_page=100`, 200)
    expect(list.data.map((i: { id: number }) => i.id)).not.toContain(booked.data.id)
    const archive = await expectStatus(owner.session, 'GET', `${owner.base}/items?archived=true`, 200)
    expect(archive.data.map((i: { id: number }) => i.id)).toEqual([booked.data.id])
    expect((await t.app.inject({ method: 'GET', url: publicUrl })).body).not.toContain('Rezervovaný')
    const worker = await expectStatus(owner.session, 'GET', `${owner.base}/workers/${tomas}`, 200)
    expect(worker.data.item_ids).not.toContain(booked.data.id)
  })
})
