import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
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

const asciiEmail = z.email()

/**
 * The address with its domain in ASCII ('jana@xn--strihrna-4za.cz' for 'jana@strihárna.cz'), as the URL
 * parser writes an internationalised host, or null when the domain is none.
 */
function withAsciiDomain(value: string): string | null {
  const at = value.lastIndexOf('@')
  if (at < 1) return null
  try {
    return `${value.slice(0, at)}@${new URL(`http://${value.slice(at + 1)}`).hostname}`
  } catch {
    return null
  }
}

/**
 * An email address, stored as typed (trimmed, lower case): an internationalised domain ('jana@strihárna.cz')
 * is checked in its ASCII form and kept, and shown, in Unicode (issue 37, finding 22, decision 079).
 */
export const emailField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    // The OpenAPI document's format (decision 073): the address is checked after trimming and lower-casing.
    .meta({ format: 'email' })
    .trim()
    .toLowerCase()
    .min(1, 'required')
    .max(255, 'max:255')
    .refine((value) => asciiEmail.safeParse(withAsciiDomain(value)).success, {
      message: 'email',
      abort: true,
    })

/** The rules of passwordField, as the OpenAPI document states them (decision 073). */
const PASSWORD_RULES = `At least ${PASSWORD_MIN_LENGTH} and at most 255 characters, with a lower-case and an upper-case letter, a digit and a character that is neither a letter nor a digit.`

export const passwordField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .min(1, 'required')
    .min(PASSWORD_MIN_LENGTH, `password.min:${PASSWORD_MIN_LENGTH}`)
    .max(255, 'max:255')
    .refine((value) => /\p{Ll}/u.test(value) && /\p{Lu}/u.test(value), 'password.mixedCase')
    .refine((value) => /\p{Nd}/u.test(value), 'password.numbers')
    .refine((value) => /[^\p{L}\p{Nd}]/u.test(value), 'password.symbols')
    .meta({ description: PASSWORD_RULES })

export const personName = (field: 'first_name' | 'surname') =>
  requiredText(100).regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, `valid.${field}`)

/** The repeated password of a form that sets one; the schema compares it with the password. */
export const passwordConfirmationField = () =>
  z.string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
