import { z } from 'zod'
import { optionalText, requiredText } from './fields'
import {
  countryCode,
  optionalCin,
  optionalEmail,
  optionalIban,
  optionalTin,
  optionalZip,
} from './form-fields'

/** Create and edit a company (PUT sends the whole form). */
export const companyInputSchema = z.object({
  name: requiredText(200),
  cin: optionalCin(),
  tin: optionalTin(),
  street: optionalText(200),
  house_number: optionalText(20),
  city: optionalText(100),
  zip: optionalZip(),
  country: countryCode(),
  billing_name: optionalText(200),
  billing_email: optionalEmail(),
  iban: optionalIban(),
})
export type CompanyInput = z.input<typeof companyInputSchema>
export type CompanyValues = z.output<typeof companyInputSchema>

export const COMPANY_ROLES = ['owner'] as const
export type CompanyRole = (typeof COMPANY_ROLES)[number]

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cin: z.string().nullable(),
  tin: z.string().nullable(),
  street: z.string().nullable(),
  house_number: z.string().nullable(),
  city: z.string().nullable(),
  zip: z.string().nullable(),
  country: z.string(),
  billing_name: z.string().nullable(),
  billing_email: z.string().nullable(),
  iban: z.string().nullable(),
  /** The signed-in user's role in this company. */
  role: z.enum(COMPANY_ROLES),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Company = z.infer<typeof companySchema>
