import { beforeAll, describe, expect, it } from 'vitest'
import { expectStatus, itemPayload, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('item categories', () => {
  const t = useTestApp()
  let owner: Owner

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
  })

  it('creates, lists in position order, shows and edits categories', async () => {
    const url = `${owner.base}/item-categories`
    const beards = await expectStatus(owner.session, 'POST', url, 201, { name: 'Vousy', position: 2 })
    const hair = await expectStatus(owner.session, 'POST', url, 201, { name: 'Vlasy a střihy', position: 1 })
    expect(hair.data).toMatchObject({
      name: 'Vlasy a střihy',
      slug: 'vlasy-a-strihy',
      position: 1,
      item_count: 0,
    })
    await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ item_category_id: hair.data.id }),
    )

    const list = await expectStatus(owner.session, 'GET', url, 200)
    expect(list.data.map((c: { name: string }) => c.name)).toEqual(['Vlasy a střihy', 'Vousy'])
    expect(list.data[0].item_count).toBe(1)
    expect(list.meta).toEqual({ page: 1, per_page: 25, total: 2 })

    const edited = await expectStatus(owner.session, 'PUT', `${url}/${beards.data.id}`, 200, {
      name: 'Úprava vousů',
      position: 0,
    })
    expect(edited.data).toMatchObject({ name: 'Úprava vousů', slug: 'uprava-vousu', position: 0 })
    expect((await expectStatus(owner.session, 'GET', `${url}/${beards.data.id}`, 200)).data.name).toBe(
      'Úprava vousů',
    )
  })

  it('validates the name and position', async () => {
    const response = await expectStatus(owner.session, 'POST', `${owner.base}/item-categories`, 422, {
      name: '',
      position: -1,
    })
    expect(response.errors).toEqual({
      name: ['The name field is required.'],
      position: ['The value must be at least 0.'],
    })
  })

  it('deletes a category and keeps its items, uncategorised', async () => {
    const category = await expectStatus(owner.session, 'POST', `${owner.base}/item-categories`, 201, {
      name: 'Balíčky',
    })
    const item = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/items`,
      201,
      itemPayload({ name: 'Střih a vousy', item_category_id: category.data.id }),
    )
    const deleted = await expectStatus(
      owner.session,
      'DELETE',
      `${owner.base}/item-categories/${category.data.id}`,
      200,
    )
    expect(deleted.data).toEqual({ id: category.data.id, outcome: 'deleted' })
    await expectStatus(owner.session, 'GET', `${owner.base}/item-categories/${category.data.id}`, 404)
    const kept = await expectStatus(owner.session, 'GET', `${owner.base}/items/${item.data.id}`, 200)
    expect(kept.data.item_category_id).toBeNull()
  })
})
