import { beforeAll, describe, expect, it } from 'vitest'
import { seedTaxonomy } from '../seed/taxonomy'
import { branchPayload, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('branches', () => {
  const t = useTestApp()
  let owner: Owner
  let barbershopId: number

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
    // The public taxonomy is reference data the server seeds at start; tests start from bare migrations.
    await seedTaxonomy(t.database.db)
    const taxonomy = (await t.app.inject({ method: 'GET', url: '/api/v1/categories' })).json()
    expect(taxonomy.data.length).toBeGreaterThan(0)
    const beauty = taxonomy.data.find((group: { slug: string }) => group.slug === 'krasa-a-pece')
    barbershopId = beauty.categories.find((category: { slug: string }) => category.slug === 'barbershop').id
  })

  it('creates a branch with a slug from its Czech name, hours, exceptions and normalised contacts', async () => {
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({
        name: 'Kadeřnictví U Nováků',
        category_id: barbershopId,
        phone: '00420 777 123 456',
        zip: '12000',
        opening_hours: {
          1: [
            { start: '13:00', end: '18:00' },
            { start: '08:00', end: '12:00' },
          ],
          6: [{ start: '09:00', end: '12:00' }],
        },
        exceptions: [
          {
            date: '2026-12-31',
            closed: true,
            intervals: [{ start: '09:00', end: '10:00' }],
            note: 'Silvestr',
          },
          { date: '2026-12-23', intervals: [{ start: '08:00', end: '20:00' }] },
        ],
      }),
    )
    expect(created.data).toMatchObject({
      name: 'Kadeřnictví U Nováků',
      slug: 'kadernictvi-u-novaku',
      phone: '+420777123456',
      zip: '120 00',
      time_zone: 'Europe/Prague',
      category_id: barbershopId,
      category: { slug: 'barbershop', group: { slug: 'krasa-a-pece' } },
      public_path: '/krasa-a-pece/barbershop/kadernictvi-u-novaku',
      open_on_public_holidays: false,
      min_notice_minutes: 60,
      horizon_days: 60,
      slot_step_minutes: 15,
      cancellation_deadline_hours: 24,
    })
    expect(created.data.opening_hours).toEqual({
      1: [
        { start: '08:00', end: '12:00' },
        { start: '13:00', end: '18:00' },
      ],
      2: [],
      3: [],
      4: [],
      5: [],
      6: [{ start: '09:00', end: '12:00' }],
      7: [],
    })
    expect(created.data.exceptions).toEqual([
      { date: '2026-12-23', closed: false, intervals: [{ start: '08:00', end: '20:00' }], note: null },
      { date: '2026-12-31', closed: true, intervals: [], note: 'Silvestr' },
    ])
    const shown = await expectStatus(owner.session, 'GET', `${owner.base}/branches/${created.data.id}`, 200)
    expect(shown.data).toEqual(created.data)
  })

  it('keeps the photo carousel in order, publishes it, and refuses a bad address or too many photos', async () => {
    const gallery = [
      '/media/7-0123456789abcdef.jpg',
      'https://foto.example.cz/salon.webp',
      '/media/3-fedcba9876543210.png',
    ]
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({
        name: 'Galerie',
        slug: 'galerie-test',
        gallery_urls: gallery,
        category_id: barbershopId,
      }),
    )
    expect(created.data.gallery_urls).toEqual(gallery)
    const reordered = [gallery[2], gallery[0]]
    const updated = await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/branches/${created.data.id}`,
      200,
      branchPayload({
        name: 'Galerie',
        slug: 'galerie-test',
        gallery_urls: reordered,
        category_id: barbershopId,
      }),
    )
    expect(updated.data.gallery_urls).toEqual(reordered)
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/branches/slug/galerie-test' })
    expect(page.json().gallery_urls).toEqual(reordered)

    const bad = await owner.session.post(
      `${owner.base}/branches`,
      branchPayload({ name: 'Špatná', gallery_urls: ['/etc/passwd'] }),
    )
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors['gallery_urls.0']).toBeDefined()
    const tooMany = await owner.session.post(
      `${owner.base}/branches`,
      branchPayload({
        name: 'Moc',
        gallery_urls: Array.from({ length: 13 }, (_, i) => `/media/${i + 1}-0123456789abcdef.jpg`),
      }),
    )
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().errors.gallery_urls).toEqual(['At most 12 items may be added.'])
  })

  it('numbers a generated slug that is taken, but refuses a typed one with unique', async () => {
    const first = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Barber Žižkov' }),
    )
    const second = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: 'Barber Žižkov' }),
    )
    expect([first.data.slug, second.data.slug]).toEqual(['barber-zizkov', 'barber-zizkov-2'])
    const other = await signUpOwner(t.app, t.database, 'Jiná firma')
    const taken = await expectStatus(
      other.session,
      'POST',
      `${other.base}/branches`,
      422,
      branchPayload({ name: 'Cokoli', slug: 'barber-zizkov' }),
    )
    expect(taken).toEqual({
      message: 'This value already exists.',
      errors: { slug: ['This value already exists.'] },
    })
    const own = await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/branches/${first.data.id}`,
      200,
      branchPayload({ name: 'Barber Žižkov', slug: 'barber-zizkov' }),
    )
    expect(own.data.slug).toBe('barber-zizkov')
    const fallback = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      201,
      branchPayload({ name: '!!!' }),
    )
    expect(fallback.data.slug).toBe('pobocka')
  })

  it('validates hours, slug, phone, time zone and category with catalogue messages', async () => {
    const response = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      422,
      branchPayload({
        name: ' ',
        slug: 'Barber na rohu',
        phone: '12345',
        email: 'x@',
        time_zone: 'Europe/Nowhere',
        category_id: 999_999,
        opening_hours: {
          1: [{ start: '10:00', end: '09:00' }],
          2: [
            { start: '09:00', end: '12:00' },
            { start: '11:00', end: '14:00' },
          ],
          3: [{ start: '25:00', end: '26:00' }],
        },
        exceptions: [
          { date: '2026-02-30', closed: true },
          { date: '2026-12-24', closed: false, intervals: [] },
        ],
      }),
    )
    expect(response.errors).toEqual({
      name: ['The name field is required.'],
      slug: ['Use only lower-case letters, digits and dashes.'],
      phone: ['Please enter a valid phone number.'],
      email: ['Please enter a valid email address.'],
      time_zone: ['Please choose one of the offered values.'],
      'opening_hours.1.0.end': ['The end must be after the start.'],
      'opening_hours.2.1.start': ['Intervals must not overlap.'],
      'opening_hours.3.0.start': ['Please enter a time as HH:MM.'],
      'opening_hours.3.0.end': ['Please enter a time as HH:MM.'],
      'exceptions.0.date': ['This field must be a valid date.'],
      'exceptions.1.intervals': ['Add the hours, or mark the day as closed.'],
    })
    const badCategory = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      422,
      branchPayload({ category_id: 999_999 }),
    )
    expect(badCategory.errors).toEqual({ category_id: ['This value does not exist.'] })
    const duplicateDates = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/branches`,
      422,
      branchPayload({
        exceptions: [
          { date: '2026-12-24', closed: true },
          { date: '2026-12-24', closed: true },
        ],
      }),
    )
    expect(duplicateDates.errors).toEqual({ 'exceptions.1.date': ['This value already exists.'] })
  })
})
