import { z } from 'zod'
import { LOCALES } from '../constants'
import { emailField, passwordConfirmationField, passwordField } from './fields'
import { storedPhone } from './stored-phone'

/** Request bodies of spec §7; the same schemas validate the browser's forms and the server's requests. */

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: (issue) => (issue.input == null ? 'required' : 'string') }).min(1, 'required'),
  remember: z.boolean().optional(),
})
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email: emailField() })
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>

export const resetPasswordSchema = z
  .object({
    token: z
      .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
      .min(1, 'required')
      .max(255),
    email: emailField(),
    password: passwordField(),
    password_confirmation: passwordConfirmationField(),
  })
  .refine((data) => data.password === data.password_confirmation, {
    message: 'confirmed',
    path: ['password_confirmation'],
  })
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>

export const verificationNotificationSchema = z.object({ email: emailField().optional() })

/** The signed-in user as GET /api/user answers it. */
export const authUserSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: storedPhone().nullable(),
  locale: z.enum(LOCALES),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  token: z.string().nullable(),
  created_at: z.string(),
  /** The company the user worked in last, on any device (issue 18); the back office opens it after login. */
  last_company_id: z.number().int().nullable(),
})
export type AuthUser = z.infer<typeof authUserSchema>

/** The `status` answer of forgot-password, reset-password and verification-notification. */
export const authStatusSchema = z.object({ status: z.string() })
export type AuthStatus = z.infer<typeof authStatusSchema>

/**
 * The development mailbox (GET /api/dev/mailbox, never in production): stored emails and SMS, newest first,
 * so a new user can follow their verification link without a mail server.
 */
export const devMailboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  created_at: z.string(),
})
export const devMailboxSchema = z.object({ messages: z.array(devMailboxMessageSchema) })
export type DevMailboxMessage = z.infer<typeof devMailboxMessageSchema>
