import { describe, expect, it } from 'vitest'
import { customerInputSchema, customerListQuerySchema } from './customer'
import { listQuerySchema } from './paging'
import { emailChangeSchema, passwordChangeSchema, profileInputSchema } from './profile'

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('customerInputSchema', () => {
  it('normalises the phone to +420 and the email to lower case', () => {
    expect(
      customerInputSchema.parse({
        first_name: 'Jan',
        surname: 'Šťastný',
        email: 'Jan@Seznam.CZ',
        phone: '777 123 456',
      }),
    ).toEqual({
      first_name: 'Jan',
      surname: 'Šťastný',
      email: 'jan@seznam.cz',
      phone: '+420777123456',
      note: null,
      locale: 'cs',
      consent_at: null,
    })
  })

  it('names the broken fields with catalogue keys', () => {
    const result = customerInputSchema.safeParse({
      first_name: '',
      surname: 'X2',
      phone: '12',
      consent_at: 'teď',
    })
    expect(messagesOf(result)).toEqual([
      'first_name: required',
      'first_name: valid.first_name',
      'surname: valid.surname',
      'phone: valid.phone',
      'consent_at: date',
    ])
  })
})

describe('list queries', () => {
  it('pages by 25 by default and at most by 100', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, per_page: 25, archived: false })
    expect(listQuerySchema.parse({ page: '3', per_page: '100', archived: 'true' })).toEqual({
      page: 3,
      per_page: 100,
      archived: true,
    })
    expect(messagesOf(listQuerySchema.safeParse({ per_page: '101', page: '0' }))).toEqual([
      'page: minValue:1',
      'per_page: maxValue:100',
    ])
    expect(customerListQuerySchema.parse({ search: '  stastny ' }).search).toBe('stastny')
  })
})

describe('profile schemas', () => {
  it('requires the phone and normalises it', () => {
    expect(profileInputSchema.parse({ first_name: 'Jana', surname: 'Nová', phone: '603123456' }).phone).toBe(
      '+420603123456',
    )
    expect(messagesOf(profileInputSchema.safeParse({ first_name: 'Jana', surname: 'Nová' }))).toEqual([
      'phone: required',
    ])
  })

  it('wants the current password and a confirmed strong new one', () => {
    const result = passwordChangeSchema.safeParse({
      current_password: '',
      password: 'abc',
      password_confirmation: 'abd',
    })
    expect(messagesOf(result)).toEqual([
      'current_password: required',
      'password: password.min:8',
      'password: password.mixedCase',
      'password: password.numbers',
      'password: password.symbols',
      'password_confirmation: confirmed',
    ])
    const mismatch = passwordChangeSchema.safeParse({
      current_password: 'x',
      password: 'Heslo123!',
      password_confirmation: 'Heslo123?',
    })
    expect(messagesOf(mismatch)).toEqual(['password_confirmation: confirmed'])
  })

  it('wants a valid new email and the password', () => {
    expect(messagesOf(emailChangeSchema.safeParse({ email: 'x', password: '' }))).toEqual([
      'email: email',
      'password: required',
    ])
  })
})
