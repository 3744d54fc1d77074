import { digitsOnly, foldForSearch } from '../validation/index'

const PHONE_LIKE = /^[+\d\s()./-]+$/

/** What the customer list is searched by: folded name and email, and the phone's digits. */
export function customerSearchText(customer: {
  firstName: string
  surname: string
  email: string | null
  phone: string | null
}): string {
  return foldForSearch(
    [customer.firstName, customer.surname, customer.email ?? '', digitsOnly(customer.phone ?? '')].join(' '),
  )
}

/**
 * The query split into terms that must all match. A query that looks like a phone number is one term of its
 * digits ('777 123' → '777123'), since the stored phone has no spaces; otherwise each word is folded
 * ('Šťastný' → 'stastny').
 */
export function customerSearchTerms(query: string | undefined): string[] {
  const folded = foldForSearch(query ?? '')
  if (folded === '') return []
  if (PHONE_LIKE.test(folded) && /\d/.test(folded)) return [digitsOnly(folded)]
  return folded.split(' ')
}
