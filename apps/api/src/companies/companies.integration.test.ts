import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies, companyMembers } from '../db/schema'
import { signUpVerified } from '../testing/accounts'
import {
  branchPayload,
  companyPayload,
  customerPayload,
  expectStatus,
  insertReservation,
  type Owner,
  signUpOwner,
  workerPayload,
} from '../testing/back-office-fixtures'
import { HttpSession } from '../testing/http-session'
import { useTestApp } from '../testing/test-app'

describe('companies', () => {
  const t = useTestApp()
  let owner: Owner

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database, 'Alfa s.r.o.')
  })

  it('creates a company whose creator is its owner, with codes normalised', async () => {
    const user = await signUpVerified(t.app, t.database)
    const created = await expectStatus(user.session, 'POST', '/api/v1/companies', 201, companyPayload())
    expect(created.data).toMatchObject({
      name: 'Barber na rohu s.r.o.',
      cin: '27082440',
      tin: 'CZ27082440',
      street: 'Vinohradská',
      house_number: '1234/56',
      zip: '120 00',
      country: 'CZ',
      billing_email: 'fakturace@barbernarohu.cz',
      iban: 'CZ6508000000192000145399',
      role: 'owner',
      archived_at: null,
    })
    const members = await t.database.db
      .select()
      .from(companyMembers)
      .where(eq(companyMembers.companyId, created.data.id))
    expect(members).toMatchObject([{ userId: user.id, role: 'owner' }])
  })

  it('accepts a company with only a name; empty fields become null', async () => {
    const created = await expectStatus(owner.session, 'POST', '/api/v1/companies', 201, {
      name: 'Jen název',
      cin: '',
      tin: null,
      zip: '',
      country: '',
    })
    expect(created.data).toMatchObject({ name: 'Jen název', cin: null, tin: null, zip: null, country: 'CZ' })
  })

  it('rejects an invalid IČO, DIČ, PSČ, IBAN and email with the catalogue messages', async () => {
    const response = await new HttpSession(t.app, { locale: 'en' }).post('/api/v1/companies', {})
    expect(response.statusCode).toBe(401)
    const invalid = companyPayload({
      name: '',
      cin: '27082441',
      tin: 'CZ12345678',
      zip: '1100',
      iban: 'CZ6508000000192000145398',
      billing_email: 'not-an-email',
    })
    const english = await expectStatus(owner.session, 'POST', '/api/v1/companies', 422, invalid)
    expect(english.errors).toEqual({
      name: ['The name field is required.'],
      cin: ['Please enter a valid CIN.'],
      tin: ["A company's DIČ is CZ followed by 8 digits with a valid IČO check digit."],
      zip: ['Please enter a valid ZIP code.'],
      iban: ['Please enter a valid IBAN.'],
      billing_email: ['Please enter a valid email address.'],
    })
    const czech = new HttpSession(t.app, { locale: 'cs' })
    czech.cookies.set('rezervo_session', owner.session.cookies.get('rezervo_session')!)
    czech.cookies.set('XSRF-TOKEN', owner.session.xsrfToken!)
    const inCzech = await expectStatus(czech, 'POST', '/api/v1/companies', 422, invalid)
    expect(inCzech.errors).toMatchObject({
      name: ['Pole název je povinné.'],
      cin: ['Zadejte platné IČO.'],
      tin: ['DIČ právnické osoby má za CZ 8 číslic s platným kontrolním součtem IČO.'],
      zip: ['Zadejte platné PSČ.'],
    })
  })

  it('refuses a junk name, address and city with 422 and the spec\'s "valid …" messages, in both languages', async () => {
    const junk = companyPayload({ name: '!!!', street: '???', house_number: '---', city: '12345' })
    const english = await expectStatus(owner.session, 'POST', '/api/v1/companies', 422, junk)
    expect(english.errors).toEqual({
      name: ['Please enter a valid company name.'],
      street: ['Please enter a valid address.'],
      house_number: ['Please enter a valid address.'],
      city: ['Please enter a valid city.'],
    })
    const czech = new HttpSession(t.app, { locale: 'cs' })
    czech.cookies.set('rezervo_session', owner.session.cookies.get('rezervo_session')!)
    czech.cookies.set('XSRF-TOKEN', owner.session.xsrfToken!)
    const created = await expectStatus(czech, 'POST', '/api/v1/companies', 201, { name: 'Kadeřnictví Jana' })
    const edited = await expectStatus(czech, 'PUT', `/api/v1/companies/${created.data.id}`, 422, {
      ...junk,
      name: 'Kadeřnictví Jana',
    })
    expect(edited.errors).toEqual({
      street: ['Zadejte platnou adresu.'],
      house_number: ['Zadejte platnou adresu.'],
      city: ['Zadejte platné město.'],
    })
  })

  it('takes a country as its ISO code and refuses "Če" with a text that says to choose one (issue 37, finding 17)', async () => {
    const czech = new HttpSession(t.app, { locale: 'cs' })
    czech.cookies.set('rezervo_session', owner.session.cookies.get('rezervo_session')!)
    czech.cookies.set('XSRF-TOKEN', owner.session.xsrfToken!)
    for (const country of ['Če', 'XX', 'Česko']) {
      const refused = await expectStatus(czech, 'POST', '/api/v1/companies', 422, { name: 'Salon', country })
      expect(refused.errors).toEqual({
        country: ['Vyberte zemi ze seznamu (její dvoupísmenný kód ISO, např. CZ).'],
      })
    }
    const created = await expectStatus(czech, 'POST', '/api/v1/companies', 201, {
      name: 'Salon',
      country: 'sk',
    })
    expect(created.data.country).toBe('SK')
  })

  it('lists my companies with paging, archived ones apart', async () => {
    const user = await signUpVerified(t.app, t.database)
    for (const name of ['Cé', 'Bé', 'Á']) {
      await expectStatus(user.session, 'POST', '/api/v1/companies', 201, { name })
    }
    const firstPage = await expectStatus(user.session, 'GET', '/api/v1/companies?per_page=2', 200)
    expect(firstPage.meta).toEqual({ page: 1, per_page: 2, total: 3 })
    expect(firstPage.data.map((c: { name: string }) => c.name)).toEqual(['Á', 'Bé'])
    const secondPage = await expectStatus(user.session, 'GET', '/api/v1/companies?per_page=2&page=2', 200)
    expect(secondPage.data.map((c: { name: string }) => c.name)).toEqual(['Cé'])

    await t.database.db
      .update(companies)
      .set({ archivedAt: new Date() })
      .where(eq(companies.id, firstPage.data[0].id))
    const live = await expectStatus(user.session, 'GET', '/api/v1/companies', 200)
    expect(live.meta.total).toBe(2)
    const archived = await expectStatus(user.session, 'GET', '/api/v1/companies?archived=true', 200)
    expect(archived.data.map((c: { name: string }) => c.name)).toEqual(['Á'])

    const tooMany = await expectStatus(user.session, 'GET', '/api/v1/companies?per_page=101', 422)
    expect(tooMany.errors).toEqual({ per_page: ['The value must be at most 100.'] })
  })

  it('shows and edits the current company', async () => {
    const shown = await expectStatus(owner.session, 'GET', owner.base, 200)
    expect(shown.data).toMatchObject({ id: owner.companyId, name: 'Alfa s.r.o.', role: 'owner' })
    const edited = await expectStatus(
      owner.session,
      'PUT',
      owner.base,
      200,
      companyPayload({ name: 'Alfa a.s.' }),
    )
    expect(edited.data).toMatchObject({ name: 'Alfa a.s.', zip: '120 00' })
    const invalid = await expectStatus(
      owner.session,
      'PUT',
      owner.base,
      422,
      companyPayload({ cin: '1234567' }),
    )
    expect(invalid.errors).toEqual({ cin: ['Please enter a valid CIN.'] })
  })

  it('deletes a company without history with everything it owns', async () => {
    const doomed = await signUpOwner(t.app, t.database, 'Na smazání')
    const branch = await expectStatus(doomed.session, 'POST', `${doomed.base}/branches`, 201, branchPayload())
    await expectStatus(
      doomed.session,
      'POST',
      `${doomed.base}/workers`,
      201,
      workerPayload({ branch_ids: [branch.data.id] }),
    )
    await expectStatus(doomed.session, 'POST', `${doomed.base}/customers`, 201, customerPayload())
    const deleted = await expectStatus(doomed.session, 'DELETE', doomed.base, 200)
    expect(deleted.data).toEqual({ id: doomed.companyId, outcome: 'deleted' })
    expect(await t.database.db.select().from(companies).where(eq(companies.id, doomed.companyId))).toEqual([])
    await expectStatus(doomed.session, 'GET', doomed.base, 404)
  })

  it('archives a company that reservations refer to, and its branch leaves the public directory', async () => {
    const kept = await signUpOwner(t.app, t.database, 'S historií')
    const branch = await expectStatus(
      kept.session,
      'POST',
      `${kept.base}/branches`,
      201,
      branchPayload({ name: 'Historická' }),
    )
    const worker = await expectStatus(kept.session, 'POST', `${kept.base}/workers`, 201, workerPayload())
    const customer = await expectStatus(
      kept.session,
      'POST',
      `${kept.base}/customers`,
      201,
      customerPayload(),
    )
    // A past visit: history keeps the company. Upcoming ones are asked about first (upcoming-lifecycle test).
    await insertReservation(
      t.database,
      {
        companyId: kept.companyId,
        branchId: branch.data.id,
        workerId: worker.data.id,
        customerId: customer.data.id,
      },
      { startsAt: '2026-11-02T09:00:00Z' },
    )
    const archived = await expectStatus(kept.session, 'DELETE', kept.base, 200)
    expect(archived.data).toEqual({ id: kept.companyId, outcome: 'archived' })
    const shown = await expectStatus(kept.session, 'GET', kept.base, 200)
    expect(shown.data.archived_at).toBe(t.clock.now().toISOString())
    const list = await expectStatus(kept.session, 'GET', '/api/v1/companies', 200)
    expect(list.data).toEqual([])
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/v1/branches/slug/${branch.data.slug}` })
    expect(publicPage.statusCode).toBe(404)
  })
})
