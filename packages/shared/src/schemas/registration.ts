import { z } from 'zod'
import { LOCALES } from '../constants'
import { emailField, passwordConfirmationField, passwordField, personName } from './fields'
import { phoneField } from './phone-field'

/**
 * The registration body (spec §7), apart from the other account schemas (auth.ts) because its phone brings
 * libphonenumber-js, which the login screen does not need (decision 025).
 */
export const registerSchema = z
  .object({
    first_name: personName('first_name'),
    surname: personName('surname'),
    email: emailField(),
    phone: phoneField(),
    password: passwordField(),
    password_confirmation: passwordConfirmationField(),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((data) => data.password === data.password_confirmation, {
    message: 'confirmed',
    path: ['password_confirmation'],
  })
export type RegisterInput = z.infer<typeof registerSchema>
