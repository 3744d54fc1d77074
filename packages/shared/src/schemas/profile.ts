import { z } from 'zod'
import { LOCALES } from '../constants'
import { emailField, passwordField, personName } from './fields'
import { phoneField } from './phone-field'
import { storedPhone } from './stored-phone'

const requiredString = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .min(1, 'required')
    .max(255, 'max:255')

/** The signed-in user's own details and language. */
export const profileInputSchema = z.object({
  first_name: personName('first_name'),
  surname: personName('surname'),
  phone: phoneField(),
  locale: z.enum(LOCALES, { error: 'oneOf' }).default('cs'),
})
export type ProfileInput = z.input<typeof profileInputSchema>
export type ProfileValues = z.output<typeof profileInputSchema>

export const passwordChangeSchema = z
  .object({
    current_password: requiredString(),
    password: passwordField(),
    password_confirmation: z.string({ error: (issue) => (issue.input == null ? 'required' : 'string') }),
  })
  .refine((data) => data.password === data.password_confirmation, {
    message: 'confirmed',
    path: ['password_confirmation'],
  })
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>

/** A new email must be verified again; the password proves it is the owner asking. */
export const emailChangeSchema = z.object({
  email: emailField(),
  password: requiredString(),
})
export type EmailChangeInput = z.input<typeof emailChangeSchema>

export const profileSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: storedPhone().nullable(),
  locale: z.enum(LOCALES),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
})
export type Profile = z.infer<typeof profileSchema>
