import type { Customer } from '../schemas/customer'
import { fillEmptyFields } from './fill-empty-fields'

/**
 * What a merge adds to the kept customer from the other one, where the kept one has nothing. The name and the
 * language stay the kept customer's own.
 */
export const MERGE_FILLED_FIELDS = ['email', 'phone', 'note', 'consent_at'] as const

type MergeFilledField = (typeof MERGE_FILLED_FIELDS)[number]

/** The kept customer as the merge will leave them: their own data, with empty fields filled from the other. */
export function mergedCustomer<T extends Pick<Customer, MergeFilledField>>(
  kept: T,
  other: Pick<T, MergeFilledField>,
): T {
  return { ...kept, ...fillEmptyFields(kept, other, MERGE_FILLED_FIELDS) }
}
