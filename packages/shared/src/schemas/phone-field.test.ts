import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { bookingRequestSchema } from './booking'
import { branchInputSchema } from './branch'
import { customerInputSchema } from './customer'
import { optionalPhoneField, phoneField } from './phone-field'
import { profileInputSchema } from './profile'
import { registerSchema } from './registration'
import { workerInputSchema } from './worker'

const messages = (result: z.ZodSafeParseResult<unknown>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message)

describe('phoneField', () => {
  it('outputs E.164 however the number was typed', () => {
    expect(phoneField().parse(' 731 000 111 ')).toBe('+420731000111')
    expect(phoneField().parse('00421 911 123 456')).toBe('+421911123456')
  })

  it('asks for a missing number and refuses one that is not a number', () => {
    expect(messages(phoneField().safeParse(''))).toEqual(['required'])
    expect(messages(phoneField().safeParse(undefined))).toEqual(['required'])
    expect(messages(phoneField().safeParse('731 000 11'))).toEqual(['valid.phone'])
    expect(messages(phoneField().safeParse('7'.repeat(31)))).toEqual(['valid.phone'])
  })
})

describe('optionalPhoneField', () => {
  it('takes an empty value as no number', () => {
    expect(optionalPhoneField().parse('')).toBeNull()
    expect(optionalPhoneField().parse('  ')).toBeNull()
    expect(optionalPhoneField().parse(null)).toBeNull()
    expect(optionalPhoneField().parse(undefined)).toBeNull()
  })

  it('normalises and checks a given number like the required one', () => {
    expect(optionalPhoneField().parse('+420 731 000 111')).toBe('+420731000111')
    expect(messages(optionalPhoneField().safeParse('call me'))).toEqual(['valid.phone'])
  })
})

describe('every schema with a phone stores E.164', () => {
  const typed = '731 000 111'
  const stored = '+420731000111'

  it('booking, registration and profile', () => {
    const booking = bookingRequestSchema.shape.phone.parse(typed)
    const registration = registerSchema.parse({
      first_name: 'Alena',
      surname: 'Nová',
      email: 'alena@example.cz',
      phone: typed,
      password: 'Heslo123!',
      password_confirmation: 'Heslo123!',
    }).phone
    const profile = profileInputSchema.parse({ first_name: 'Alena', surname: 'Nová', phone: typed }).phone
    expect([booking, registration, profile]).toEqual([stored, stored, stored])
  })

  it('customers, branches and workers', () => {
    expect(customerInputSchema.shape.phone.parse(typed)).toBe(stored)
    expect(branchInputSchema.shape.phone.parse(typed)).toBe(stored)
    expect(workerInputSchema.shape.phone.parse(typed)).toBe(stored)
  })
})
