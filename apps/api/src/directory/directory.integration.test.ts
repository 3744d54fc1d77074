import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUBLIC_BRANCH_CHANNEL } from '../db/listen'
import { countRoundTrips } from '../db/round-trips'
import { branches, categories } from '../db/schema'
import { createBookingFixture } from '../testing/booking-fixture'
import { useTestApp } from '../testing/test-app'
import { waitUntil } from '../testing/wait'

describe('the public directory', () => {
  const t = useTestApp()

  // One set of branches for the whole file: the counts below are of exactly these.
  let seeded: Promise<{ barbershop: string }> | undefined
  const seedBranches = () => {
    seeded ??= createBranches()
    return seeded
  }

  async function createBranches() {
    const barbershop = (await createBookingFixture(t.database, { name: 'Holičství Šťastný', city: 'Brno' }))
      .slug
    await createBookingFixture(t.database, { name: 'Barber Žižkov', city: 'Praha 3' })
    await createBookingFixture(t.database, {
      name: 'Zavřený barber',
      city: 'Praha',
      archivedAt: new Date('2026-01-01T00:00:00Z'),
    })
    const [hairSalon] = await t.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'kadernictvi'))
    await createBookingFixture(t.database, {
      name: 'Kadeřnictví Účes',
      city: 'Ústí nad Labem',
      categoryId: hairSalon!.id,
    })
    await createBookingFixture(t.database, { name: 'Bez kategorie', city: 'Praha', categoryId: null })
    return { barbershop }
  }

  it('lists category groups with their categories and counts of listed branches', async () => {
    await seedBranches()
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/directory/category-groups' })
    expect(response.statusCode).toBe(200)
    const { data } = response.json()
    expect(data.map((group: { slug: string }) => group.slug)).toEqual([
      'krasa-a-pece',
      'zdravi-a-relaxace',
      'sport-a-pohyb',
    ])
    const beauty = data[0]
    expect(beauty).toMatchObject({ name_cs: 'Krása a péče', name_en: 'Beauty & care', branch_count: 3 })
    expect(beauty.categories.slice(0, 2)).toMatchObject([
      { slug: 'barbershop', branch_count: 2 },
      { slug: 'kadernictvi', name_cs: 'Kadeřnictví', branch_count: 1 },
    ])
    expect(data[1].branch_count).toBe(0)
  })

  // Decision 045: kept serialized with their compressed forms, and revalidated with an ETag.
  it('sends its answers gzipped to a client that takes gzip, the same JSON, and 304 for an unchanged tag', async () => {
    await seedBranches()
    const url = '/api/v1/directory/category-groups'
    const plain = await t.app.inject({ method: 'GET', url })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json())
    const etag = plain.headers.etag as string
    expect(gzip.headers.etag).toBe(etag)
    const unchanged = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(unchanged.statusCode).toBe(304)
    expect(unchanged.body).toBe('')
    // A search is its own answer: another tag, and the page it asks for.
    const searched = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/categories/krasa-a-pece/barbershop/branches?search=zizkov',
      headers: { 'if-none-match': etag },
    })
    expect(searched.statusCode).toBe(200)
    expect(searched.json().data.map((card: { name: string }) => card.name)).toEqual(['Barber Žižkov'])
  })

  it('lists a category’s branches as cards, searched by name and city without accents, a page at a time', async () => {
    const { barbershop } = await seedBranches()
    const list = async (query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/directory/categories/krasa-a-pece/barbershop/branches${query}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json()
    }
    const all = await list()
    expect(all.group).toMatchObject({ slug: 'krasa-a-pece' })
    expect(all.category).toMatchObject({ slug: 'barbershop', name_en: 'Barbershop' })
    expect(all.meta).toEqual({ page: 1, per_page: 25, total: 2 })
    expect(all.data.map((card: { name: string }) => card.name)).toEqual([
      'Barber Žižkov',
      'Holičství Šťastný',
    ])
    expect(all.data[1]).toEqual({
      id: expect.any(Number),
      name: 'Holičství Šťastný',
      slug: barbershop,
      category_group_slug: 'krasa-a-pece',
      category_slug: 'barbershop',
      path: `/krasa-a-pece/barbershop/${barbershop}`,
      street: 'Náměstí Míru',
      house_number: '1',
      city: 'Brno',
      description: null,
      photo_url: null,
    })
    expect((await list('?search=stastny')).data.map((card: { name: string }) => card.name)).toEqual([
      'Holičství Šťastný',
    ])
    expect((await list('?search=ŠŤASTNÝ')).meta.total).toBe(1)
    expect((await list('?search=zizkov&city=praha')).meta.total).toBe(1)
    expect((await list('?city=brno')).meta.total).toBe(1)
    expect((await list('?search=100%25')).meta.total).toBe(0)
    const second = await list('?per_page=1&page=2')
    expect(second.meta).toEqual({ page: 2, per_page: 1, total: 2 })
    expect(second.data.map((card: { name: string }) => card.name)).toEqual(['Holičství Šťastný'])
    const city = await t.app.inject({
      method: 'GET',
      url: `/api/v1/directory/categories/krasa-a-pece/kadernictvi/branches?city=${encodeURIComponent('usti')}`,
    })
    expect(city.json().meta.total).toBe(1)
  })

  it('answers 404 for an unknown category and 422 for bad paging', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/categories/krasa-a-pece/nic/branches',
    })
    expect(unknown.statusCode).toBe(404)
    const wrongGroup = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/categories/sport-a-pohyb/barbershop/branches',
    })
    expect(wrongGroup.statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/directory/categories/krasa-a-pece/barbershop/branches?page=0',
    })
    expect(bad.statusCode).toBe(422)
  })

  it('answers searches and pages from memory, and shows a renamed branch once the database says so', async () => {
    await seedBranches()
    const url = '/api/v1/directory/categories/krasa-a-pece/barbershop/branches'
    const names = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `${url}${query}` }))
        .json()
        .data.map((card: { name: string }) => card.name)
    // Notices of the writes before this test are heard a moment after their commits: wait until they are heard.
    await t.notices.caughtUp(PUBLIC_BRANCH_CHANNEL)
    const before = await names()
    // The category's listing is read once: another search, page and city cost no statement.
    const searched = await countRoundTrips(() => names('?search=zizkov&per_page=1'))
    expect(searched.value).toEqual(['Barber Žižkov'])
    expect(searched.statements).toEqual([])

    await t.database.db
      .update(branches)
      .set({ name: 'Aaa Barber Žižkov' })
      .where(eq(branches.name, 'Barber Žižkov'))
    // Within the one-second bound of decision 023.
    const after = await waitUntil(
      async () => {
        const listed = await names()
        return listed.includes('Aaa Barber Žižkov') && listed
      },
      { timeoutMs: 1000, intervalMs: 20, what: 'the renamed branch in the directory' },
    )
    expect(after[0], `still ${before.join(', ')}`).toBe('Aaa Barber Žižkov')
    await t.database.db
      .update(branches)
      .set({ name: 'Barber Žižkov' })
      .where(eq(branches.name, 'Aaa Barber Žižkov'))
  })
})
