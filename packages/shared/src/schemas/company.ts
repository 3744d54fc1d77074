import { z } from 'zod'
import { COMPANY_ROLES, type CompanyRole } from '../team/roles'
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

export { COMPANY_ROLES, type CompanyRole }
/** A member's role as the API reads and writes it (the roles themselves: team/roles.ts). */
export const companyRoleSchema = z.enum(COMPANY_ROLES)

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
  /**
   * For the worker role: that worker record's name, which the member may not read from the workers (decision
   * 037) but sees their day under; null for the other roles.
   */
  worker_name: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Company = z.infer<typeof companySchema>
