import { z } from 'zod'
import { normalizePhone } from '../validation/phone'
import './zod-messages'

// A module of its own: libphonenumber-js's numbering plans are about 29 KB gzipped, which a form without a
// phone (the login) should not load (decision 025).

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
const PHONE_INPUT =
  "A phone number written any usual way ('731 000 111', '+420 731 000 111'); stored and returned in E.164 ('+420731000111')."

export const phoneField = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .meta({ description: PHONE_INPUT })
    .trim()
    .min(1, 'required')
    .transform(toE164)

/** The same phone where it may be left out: '' or null mean "not given" and become null. */
export const optionalPhoneField = () =>
  z
    .string({ error: 'string' })
    .meta({ description: PHONE_INPUT })
    .trim()
    .nullish()
    .transform((value, ctx) => (value ? toE164(value, ctx) : null))
