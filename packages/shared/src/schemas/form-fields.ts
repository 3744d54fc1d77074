import { z } from 'zod'
import { parseCrowns } from '../input/crowns'
import { parseDecimalNumber } from '../input/decimal-number'
import { isValidIban, normalizeIban } from '../payments/iban'
import { isIsoDate, isoDateToUtcMs } from '../time/iso-date'
import { isValidCin } from '../validation/cin'
import { isCountryCode } from '../validation/country'
import { isStorableText } from '../validation/storable-text'
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
    .meta({ format: 'email' })
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

/**
 * An assigned ISO 3166-1 alpha-2 code, which the forms' country picker stores; the back office is Czech, so an
 * empty country means CZ. Anything else ('Če', 'XX', 'Česko') is 'valid.country', whose text says to choose one
 * from the list (issue 37, finding 17).
 */
export const countryCode = () =>
  z
    .string({ error: 'string' })
    .trim()
    .toUpperCase()
    .nullish()
    .transform((value) => value || 'CZ')
    .pipe(z.string().refine(isCountryCode, 'valid.country'))
    .meta({ description: 'ISO 3166-1 alpha-2 code (CZ); empty or absent means CZ.' })

/** Ids are PostgreSQL integers (int4); a larger number cannot name a record. */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A reference to another record by its id (a branch, a worker …) in a JSON body: a whole number from 1 to
 * MAX_RECORD_ID, so 2147483648, -1 or 1e309 are a field error ('exists') instead of a failed query.
 */
export const recordId = () =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'numeric') })
    .int('exists')
    .positive('exists')
    .max(MAX_RECORD_ID, 'exists')

/** The same id written in a query string or a path ('?worker_id=3'). */
export const queryRecordId = () =>
  z.coerce
    .number({ error: 'numeric' })
    .pipe(recordId())
    // The document states the id the pipe ends with, not the coercion's "any number" (decision 073).
    .meta({ type: 'integer', minimum: 1, maximum: MAX_RECORD_ID })

export const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: (issue) => (issue.input == null ? 'required' : 'numeric') })
    .int('integer')
    .min(min, `minValue:${min}`)
    .max(max, `maxValue:${max}`)

/**
 * A number with a fraction (a service's length in hours): a JSON number, or the text as typed, read by the
 * shared parseDecimalNumber ('1,5', '0.5', '1 200'), so a form can show its value the Czech way ('1,5', never
 * '1.5') and send it back as it stands; what cannot be read is 'numeric'.
 */
export const typedNumber = () =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? 'required' : 'numeric'),
    })
    .transform((value, ctx) => {
      const number = typeof value === 'number' ? value : parseDecimalNumber(value)
      if (number === null) {
        ctx.addIssue({
          code: 'custom',
          message: value.toString().trim() === '' ? 'required' : 'numeric',
          input: value,
        })
        return z.NEVER
      }
      return number
    })
    .meta({ description: "A number, or the text as typed ('1,5')." })

/**
 * An amount in whole crowns (a service's price, a payment): a JSON number, or the text an owner typed, read by
 * the one shared parser, parseCrowns ('1 200', '350 Kč', '1 200,00'), on the form and on the server alike. The
 * database keeps whole crowns here, so '1 200,50' is refused with 'crowns.whole' ("zadejte celé koruny"), and
 * what cannot be read with 'crowns', which shows how to write it (issue 37, finding 16).
 */
export const wholeCrowns = (min: number, max: number) =>
  z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input == null ? 'required' : 'crowns'),
    })
    .transform((value, ctx) => {
      const crowns = typeof value === 'number' ? value : parseCrowns(value)
      if (crowns === null) {
        ctx.addIssue({
          code: 'custom',
          message: value.toString().trim() === '' ? 'required' : 'crowns',
          input: value,
        })
        return z.NEVER
      }
      return crowns
    })
    .pipe(
      z
        .number()
        .refine(Number.isInteger, { message: 'crowns.whole', abort: true })
        .min(min, `minValue:${min}`)
        .max(max, `maxValue:${max}`),
    )
    .meta({
      description: "Whole crowns: a number, or the text as typed ('1 200', '350 Kč').",
    })

export const yesNo = () => z.boolean({ error: (issue) => (issue.input == null ? 'required' : 'boolean') })

/**
 * The years a date or an instant may name: far beyond any booking, and well inside what PostgreSQL (no year 0,
 * timestamptz from 4713 BC) and JavaScript's Date (±275760) accept, so such a value never fails a query.
 */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2999

/** Whether the 'YYYY-…' text names a year in range; text without a 4-digit year is left to the format check. */
function yearInRange(value: string): boolean {
  const match = /^(\d{4})-/.exec(value)
  if (!match) return true
  const year = Number(match[1])
  return year >= MIN_YEAR && year <= MAX_YEAR
}

/** A calendar date 'YYYY-MM-DD' that exists: '2026-02-30', '2026-13-01' and 'abc' are 'date', 1899 'dateRange'. */
export const isoDate = () =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'date') })
    .refine(isIsoDate, { message: 'date', abort: true })
    .refine(yearInRange, 'dateRange')
    .meta({ format: 'date' })

/** Days from one date to another, both included; undefined when either is not a date. */
export function inclusiveDays(from: string, to: string): number | undefined {
  if (!isIsoDate(from) || !isIsoDate(to)) return undefined
  return (isoDateToUtcMs(to) - isoDateToUtcMs(from)) / 86_400_000 + 1
}

/**
 * An instant: ISO 8601 date and time with its offset ('2026-11-23T09:00:00+01:00' or '…Z'), a day that exists,
 * years MIN_YEAR–MAX_YEAR. With `local`, a wall time without an offset is accepted too ('2026-12-24T08:00', as a
 * datetime-local input gives it), which the server reads in the branch's time zone.
 */
const LOCAL_INSTANT =
  "A date and time: RFC 3339 with an offset ('2026-11-23T09:00:00+01:00'), or a wall time without one ('2026-12-24T08:00') read in the branch's time zone."

export const instant = (options: { local?: boolean } = {}) =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'date') })
    .pipe(z.iso.datetime({ offset: true, local: options.local ?? false, error: 'date', abort: true }))
    .refine(yearInRange, 'dateRange')
    // What the OpenAPI document says (decision 073): RFC 3339, or also a wall time without an offset.
    .meta(options.local ? { description: LOCAL_INSTANT } : { format: 'date-time' })

/**
 * The "please enter a valid …" rules of spec §5 for names and addresses, so junk ('!!!', '---', '12', '<script>')
 * is refused on the form and with a 422 alike:
 * - a company name has a letter, and no character outside letters, digits, spaces and usual punctuation;
 * - a street (the address) starts with a letter or digit, has a letter ('17. listopadu', 'nám. Míru');
 * - a house number has a digit ('12', '1234/56', '12a', 'č. p. 5');
 * - a city starts with a letter ('Praha 4', 'Frýdek-Místek', 'Brandýs nad Labem-Stará Boleslav').
 */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{N} .,&'"„“”()+/\-–!?:;@#*]+$/u
const checkedText = (max: number, key: string, isValid: (value: string) => boolean) =>
  z
    .string({ error: (issue) => (issue.input == null ? 'required' : 'string') })
    .refine(isStorableText, { message: 'characters', abort: true })
    .trim()
    .max(max, `max:${max}`)
    // An empty field is 'required' (or null), never also "not valid".
    .refine((value) => value === '' || isValid(value), key)
const requiredValidText = (max: number, key: string, isValid: (value: string) => boolean) =>
  checkedText(max, key, isValid).refine((value) => value !== '', 'required')
const optionalValidText = (max: number, key: string, isValid: (value: string) => boolean) =>
  checkedText(max, key, isValid)
    .nullish()
    .transform((value) => (value ? value : null))

export const isValidCompanyName = (value: string) => /\p{L}/u.test(value) && NAME_CHARACTERS.test(value)
export const isValidStreet = (value: string) =>
  /^[\p{L}\p{N}]/u.test(value) && /\p{L}/u.test(value) && /^[\p{L}\p{M}\p{N} .,'()/\-–]+$/u.test(value)
export const isValidHouseNumber = (value: string) => /\d/.test(value) && /^[\p{L}\d .,/-]+$/u.test(value)
export const isValidCity = (value: string) => /^\p{L}[\p{L}\p{M}\p{N} .,'()/\-–]*$/u.test(value)

export const companyNameField = () => requiredValidText(200, 'valid.company_name', isValidCompanyName)
export const optionalCompanyName = () => optionalValidText(200, 'valid.company_name', isValidCompanyName)
export const optionalStreet = () => optionalValidText(200, 'valid.address', isValidStreet)
export const optionalHouseNumber = () => optionalValidText(20, 'valid.address', isValidHouseNumber)
export const optionalCity = () => optionalValidText(100, 'valid.city', isValidCity)
