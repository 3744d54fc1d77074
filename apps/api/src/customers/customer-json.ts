import type { Customer, Locale } from '@rezervo/shared'
import { isoOrNull } from '../http/records'
import type { CustomerRow } from './repository'

/** A customer row as the API answers it. */
export function toCustomerJson(row: CustomerRow): Customer {
  return {
    id: row.id,
    first_name: row.firstName,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    note: row.note,
    locale: row.locale as Locale,
    consent_at: isoOrNull(row.consentAt),
    erased_at: isoOrNull(row.erasedAt),
    archived_at: isoOrNull(row.archivedAt),
    merged_into_customer_id: row.mergedIntoCustomerId,
    possible_duplicate_ids: row.possibleDuplicateIds,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}
