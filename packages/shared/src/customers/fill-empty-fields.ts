const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * The fields of `kept` that are empty and that `other` has: what another record of the same person may add
 * without overwriting anything `kept` already says. A booking fills an existing customer this way, and so does
 * a merge of two customers.
 */
export function fillEmptyFields<T extends object, K extends keyof T>(
  kept: T,
  other: Pick<T, K>,
  fields: readonly K[],
): Partial<Pick<T, K>> {
  const patch: Partial<Pick<T, K>> = {}
  for (const field of fields) {
    if (isEmpty(kept[field]) && !isEmpty(other[field])) patch[field] = other[field]
  }
  return patch
}
