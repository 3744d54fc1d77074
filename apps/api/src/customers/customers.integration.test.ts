import { beforeAll, describe, expect, it } from 'vitest'
import { customerPayload, expectStatus, type Owner, signUpOwner } from '../testing/back-office-fixtures'
import { useTestApp } from '../testing/test-app'

describe('customers', () => {
  const t = useTestApp()
  let owner: Owner

  beforeAll(async () => {
    owner = await signUpOwner(t.app, t.database)
  })

  it('creates a customer with the phone in +420 form and edits them', async () => {
    const created = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({
        email: 'Petra.Mala@Example.cz',
        first_name: 'Petra',
        surname: 'Malá',
        phone: '603 111 222',
        consent_at: '2026-11-20T10:00:00+01:00',
      }),
    )
    expect(created.data).toMatchObject({
      first_name: 'Petra',
      surname: 'Malá',
      email: 'petra.mala@example.cz',
      phone: '+420603111222',
      locale: 'cs',
      consent_at: '2026-11-20T09:00:00.000Z',
      erased_at: null,
      archived_at: null,
    })
    const edited = await expectStatus(
      owner.session,
      'PUT',
      `${owner.base}/customers/${created.data.id}`,
      200,
      customerPayload({
        email: 'petra.mala@example.cz',
        first_name: 'Petra',
        surname: 'Malá-Nová',
        phone: '',
        locale: 'en',
      }),
    )
    expect(edited.data).toMatchObject({ surname: 'Malá-Nová', phone: null, locale: 'en', consent_at: null })
  })

  it('validates the form and keeps email unique within the company only', async () => {
    const invalid = await expectStatus(owner.session, 'POST', `${owner.base}/customers`, 422, {
      first_name: '',
      surname: 'X1',
      email: 'x',
      phone: '12',
      locale: 'de',
      consent_at: 'včera',
    })
    expect(invalid.errors).toEqual({
      first_name: ['The first name field is required.'],
      surname: ['Please enter a valid surname.'],
      email: ['Please enter a valid email address.'],
      phone: ['Please enter a valid phone number.'],
      locale: ['Please choose one of the offered values.'],
      consent_at: ['This field must be a valid date.'],
    })
    const payload = customerPayload({ email: 'dvakrat@example.cz' })
    const first = await expectStatus(owner.session, 'POST', `${owner.base}/customers`, 201, payload)
    const again = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      422,
      customerPayload({ email: 'DVAKRAT@example.cz' }),
    )
    expect(again).toEqual({
      message: 'The email has already been taken.',
      errors: { email: ['The email has already been taken.'] },
    })
    const other = await expectStatus(
      owner.session,
      'POST',
      `${owner.base}/customers`,
      201,
      customerPayload({ email: 'jiny@example.cz' }),
    )
    await expectStatus(owner.session, 'PUT', `${owner.base}/customers/${other.data.id}`, 422, payload)
    await expectStatus(owner.session, 'PUT', `${owner.base}/customers/${first.data.id}`, 200, payload)
    const elsewhere = await signUpOwner(t.app, t.database, 'Jiná firma')
    await expectStatus(elsewhere.session, 'POST', `${elsewhere.base}/customers`, 201, payload)
  })

  it('searches without regard to accents, by email and phone digits, with paging', async () => {
    const searchOwner = await signUpOwner(t.app, t.database, 'Hledací')
    const url = `${searchOwner.base}/customers`
    await expectStatus(
      searchOwner.session,
      'POST',
      url,
      201,
      customerPayload({ first_name: 'Jan', surname: 'Šťastný', email: null, phone: '+420 777 123 456' }),
    )
    await expectStatus(
      searchOwner.session,
      'POST',
      url,
      201,
      customerPayload({ first_name: 'Žofie', surname: 'Dvořáková', email: 'zofie@seznam.cz', phone: null }),
    )
    await expectStatus(
      searchOwner.session,
      'POST',
      url,
      201,
      customerPayload({
        first_name: 'Adam',
        surname: 'Novák',
        email: 'adam_novak@example.cz',
        phone: '602 000 000',
      }),
    )
    const names = async (query: string) =>
      (
        await expectStatus(searchOwner.session, 'GET', `${url}?search=${encodeURIComponent(query)}`, 200)
      ).data.map((c: { surname: string }) => c.surname)
    expect(await names('stastny')).toEqual(['Šťastný'])
    expect(await names('ŠŤASTNÝ jan')).toEqual(['Šťastný'])
    expect(await names('777123')).toEqual(['Šťastný'])
    expect(await names('777 123 456')).toEqual(['Šťastný'])
    expect(await names('+420 777')).toEqual(['Šťastný'])
    expect(await names('dvorak')).toEqual(['Dvořáková'])
    expect(await names('seznam')).toEqual(['Dvořáková'])
    expect(await names('_')).toEqual(['Novák'])
    expect(await names('%')).toEqual([])
    expect(await names('nikdo')).toEqual([])
    expect(await names('')).toEqual(['Dvořáková', 'Novák', 'Šťastný'])

    const page = await expectStatus(searchOwner.session, 'GET', `${url}?per_page=2&page=2`, 200)
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3 })
    expect(page.data.map((c: { surname: string }) => c.surname)).toEqual(['Šťastný'])
  })

  it('answers Customer not found. for a missing customer', async () => {
    const missing = await expectStatus(owner.session, 'GET', `${owner.base}/customers/999999`, 404)
    expect(missing).toEqual({ message: 'Customer not found.' })
  })
})
