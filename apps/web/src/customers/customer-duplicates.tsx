import type { CustomerDetail } from '@rezervo/shared/schemas/customer'
import { formatPhone } from '@rezervo/shared/validation/phone'
import { useQueries } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { customersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { buttonClasses } from '../ui/button'
import { DuplicateBadge } from './duplicate-badge'

export const customerMergePath = (customerId: number, otherId: number) =>
  `${dashboardPaths.customers}/${customerId}/merge/${otherId}`

/**
 * On a customer's detail: where a merged customer went, or the live customers sharing their phone, each with
 * the way to compare and merge the two.
 */
export function CustomerDuplicates({ companyId, customer }: { companyId: number; customer: CustomerDetail }) {
  const { t } = useBackofficeTexts()
  const others = useQueries({
    queries: customer.possible_duplicate_ids.map((id) => customersResource(companyId).detail(id)),
  })
  if (customer.merged_into_customer_id) {
    return (
      <Alert tone="info" className="mb-6">
        <p>{t('customers.mergedInto')}</p>
        <Link
          to={`${dashboardPaths.customers}/${customer.merged_into_customer_id}`}
          className="mt-1 inline-flex min-h-11 items-center font-semibold underline"
        >
          {t('customers.goToKept')}
        </Link>
      </Alert>
    )
  }
  if (customer.possible_duplicate_ids.length === 0) return null
  return (
    <section
      aria-labelledby="duplicates"
      className="mb-6 grid gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-6"
    >
      <h2 id="duplicates" className="text-lg font-semibold">
        {t('customers.duplicatesTitle')}
        <DuplicateBadge />
      </h2>
      <p className="text-sm">{t('customers.duplicatesText')}</p>
      <ul className="grid gap-2">
        {customer.possible_duplicate_ids.map((id, index) => {
          const other = others[index]?.data
          return (
            <li
              key={id}
              className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="min-w-0 break-words">
                <span className="block font-medium text-stone-950">
                  {other ? `${other.first_name} ${other.surname}` : '…'}
                </span>
                <span className="block text-sm text-stone-600">
                  {[other?.email, other?.phone && formatPhone(other.phone)].filter(Boolean).join(' · ')}
                </span>
              </span>
              <Link to={customerMergePath(customer.id, id)} className={buttonClasses('secondary')}>
                {t('customers.compareAndMerge')}
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
