import { z } from 'zod'
import {
  companyNameField,
  countryCode,
  optionalCin,
  optionalCity,
  optionalCompanyName,
  optionalEmail,
  optionalHouseNumber,
  optionalIban,
  optionalStreet,
  optionalTin,
  optionalZip,
} from './form-fields'

/** Create and edit a company (PUT sends the whole form). */
export const companyInputSchema = z.object({
  name: companyNameField(),
  cin: optionalCin(),
  tin: optionalTin(),
  street: optionalStreet(),
  house_number: optionalHouseNumber(),
  city: optionalCity(),
  zip: optionalZip(),
  country: countryCode(),
  billing_name: optionalCompanyName(),
  billing_email: optionalEmail(),
  iban: optionalIban(),
})
export type CompanyInput = z.input<typeof companyInputSchema>
export type CompanyValues = z.output<typeof companyInputSchema>

/** Who a member is in a company (issue 20): the owner, a manager, reception, or a worker linked to a worker record. */
export const COMPANY_ROLES = ['owner', 'manager', 'reception', 'worker'] as const
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
  /** For the worker role: the worker record whose day the member sees; null for the other roles. */
  worker_id: z.number().int().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Company = z.infer<typeof companySchema>
