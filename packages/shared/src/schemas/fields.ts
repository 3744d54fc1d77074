import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
import './zod-messages'

/** Building blocks shared by the request schemas; messages are catalogue keys. */

export const requiredText = (max = 255) =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .trim()
    .min(1, 'required')
    .max(max, `max:${max}`)

export const optionalText = (max = 255) =>
  z
    .string({ error: 'string' })
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

/** Phone as typed: spaces, dashes and a +420 or 00420 prefix allowed; normalised by the server. */
export const phoneField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .trim()
    .min(1, 'required')
    .max(30, 'max:30')
    .regex(/^(\+|00)?[\d\s\-()/]{7,24}$/, 'valid.phone')
    .refine((value) => {
      const digits = value.replace(/\D/g, '')
      return digits.length >= 9 && digits.length <= 15
    }, 'valid.phone')

export const personName = (field: 'first_name' | 'surname') =>
  requiredText(100).regex(/^[\p{L}][\p{L}\p{M}' .-]*$/u, `valid.${field}`)
