import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { normalizePhone } from '../validation/phone'
import { isStorableText } from '../validation/storable-text'
import './zod-messages'

/** Building blocks shared by the request schemas; messages are catalogue keys. */

/**
 * Free text as typed: a lone UTF-16 surrogate (a broken emoji) or a NUL is the field error 'characters', as
 * PostgreSQL could not store it. Every text builder below starts here.
 */
export const freeText = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .refine(isStorableText, { message: 'characters', abort: true })

export const requiredText = (max = 255) => freeText().trim().min(1, 'required').max(max, `max:${max}`)

export const optionalText = (max = 255) =>
  freeText()
    .trim()
    .max(max, `max:${max}`)
    .nullish()
    .transform((value) => (value ? value : null))

export const emailField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .max(255, 'max:255')
    .pipe(z.email({ error: 'email' }))

export const passwordField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .min(1, 'required')
    .min(PASSWORD_MIN_LENGTH, `password.min:${PASSWORD_MIN_LENGTH}`)
    .max(255, 'max:255')
    .refine((value) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value), 'password.mixedCase')
    .refine((value) => /\p{Nd}/u.test(value), 'password.numbers')
    .refine((value) => /[^\p{L}\p{Nd}]/u.test(value), 'password.symbols')

/** A text longer than this is no phone number, whatever it holds. */
const PHONE_MAX_LENGTH = 30

/** Turns a typed phone into E.164 inside a zod transform, or adds the issue 'valid.phone'. */
function toE164(value: string, ctx: z.RefinementCtx): string {
  const normalized = value.length <= PHONE_MAX_LENGTH ? normalizePhone(value) : null
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: 'valid.phone', input: value })
    return z.NEVER
  }
  return normalized
}

/**
 * The one phone field of every form and request (booking, registration, profile, customers, branches,
 * workers): typed any usual way ('731 000 111', '+420 731 000 111', '00421 911 123 456'), checked by
 * libphonenumber-js with Czech as the default region, and output in E.164 ('+420731000111'). Browser and
 * server run the same schema, so what the form accepts is what gets stored.
 */
export const phoneField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .trim()
    .min(1, 'required')
    .transform(toE164)

/** The same phone where it may be left out: '' or null mean "not given" and become null. */
export const optionalPhoneField = () =>
  z
    .string({ error: 'string' })
    .trim()
    .nullish()
    .transform((value, ctx) => (value ? toE164(value, ctx) : null))

export const personName = (field: 'first_name' | 'surname') =>
  requiredText(100).regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, `valid.${field}`)
