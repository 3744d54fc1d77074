import { z } from 'zod'
import { isValidIban, normalizeIban } from '../payments/iban'
import { isValidCin } from '../validation/cin'
import { checkTin } from '../validation/tin'
import { normalizeZip } from '../validation/zip'
import './zod-messages'

/**
 * Form fields of the back office that fields.ts does not have. In the optional ones an empty input ('' or null)
 * means "not given" and becomes null, so a form can send every field as typed; a value that `normalize`
 * rejects gets the catalogue key `key`.
 */
const optionalNormalized = (key: string, normalize: (value: string) => string | null, max = 64) =>
  z
    .string({ error: 'string' })
    .trim()
    .max(max, key)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null
      const normalized = normalize(value)
      if (normalized === null) {
        ctx.addIssue({ code: 'custom', message: key, input: value })
        return z.NEVER
      }
      return normalized
    })

/** IČO: 8 digits with the mod-11 check digit. */
export const optionalCin = () =>
  optionalNormalized('valid.cin', (value) => (isValidCin(value) ? value : null))

/**
 * DIČ, checked by its real rules (checkTin) and stored upper-case without spaces. A refusal names the rule
 * that failed (`tin.legal`, `tin.birthDate`, …), so the form and a 422 can say what is wrong with it.
 */
export const optionalTin = () =>
  z
    .string({ error: 'string' })
    .trim()
    .max(64, 'tin.format')
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null
      const check = checkTin(value)
      if (check.valid) return check.tin
      ctx.addIssue({ code: 'custom', message: `tin.${check.rule}`, input: value })
      return z.NEVER
    })

/** PSČ, stored in its official 'NNN NN' form. */
export const optionalZip = () => optionalNormalized('valid.zip', normalizeZip)

/** Stored in the electronic form (no spaces, upper case), which QR payments need. */
export const optionalIban = () =>
  optionalNormalized('valid.iban', (value) => (isValidIban(value) ? normalizeIban(value) : null))

export const optionalEmail = () =>
  z
    .string({ error: 'string' })
    .trim()
    .toLowerCase()
    .max(255, 'max:255')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ error: 'email' }).nullable())

export const optionalUrl = () =>
  z
    .string({ error: 'string' })
    .trim()
    .max(2048, 'max:2048')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.url({ protocol: /^https?$/, error: 'url' }).nullable())

/** ISO 3166 alpha-2; the back office is Czech, so an empty country means CZ. */
export const countryCode = () =>
  z
    .string({ error: 'string' })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || 'CZ')
    .pipe(z.string().regex(/^[A-Z]{2}$/, 'oneOf'))

/** Ids are PostgreSQL integers; a larger number cannot name a record. */
export const MAX_RECORD_ID = 2_147_483_647

/** A reference to another record by its id (a branch, a worker …). */
export const recordId = () =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'numeric') })
    .int('exists')
    .positive('exists')
    .max(MAX_RECORD_ID, 'exists')

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'numeric') })
    .int('integer')
    .min(min, `minValue:${min}`)
    .max(max, `maxValue:${max}`)

export const yesNo = () => z.boolean({ error: (issue) => (issue.input == null ? 'required' : 'boolean') })

/** An instant with its offset ('2026-11-23T09:00:00+01:00' or '…Z'). */
export const instantField = () => z.iso.datetime({ offset: true, error: 'date' })
