import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companiesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { buttonClasses } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { useInvoicesTexts } from './invoices-texts'

/**
 * What the next invoice will say about the company. They are the company's own fields (billing name and
 * email, address, IČO, DIČ), edited on the company form, which checks them with the shared schema and sends
 * If-Match, so one form and one set of rules serve both (decision 033).
 */
export function BillingDetails({ companyId }: { companyId: number }) {
  const { t } = useInvoicesTexts()
  const { t: tb } = useBackofficeTexts()
  const company = useQuery(companiesResource.detail(companyId))
  if (company.isPending) return <Spinner label="…" />
  if (company.isError) return <Alert tone="error">{tb('common.loadFailed')}</Alert>
  const value = company.data
  const street = [value.street, value.house_number].filter(Boolean).join(' ')
  const city = [value.zip, value.city].filter(Boolean).join(' ')
  const rows: [string, string | null][] = [
    [t('details.name'), value.billing_name ?? value.name],
    [t('details.address'), [street, city].filter(Boolean).join(', ') || null],
    [t('details.cin'), value.cin],
    [t('details.tin'), value.tin],
    [t('details.email'), value.billing_email],
  ]
  return (
    <section aria-labelledby="billing-details-title" className="grid gap-3">
      <h2 id="billing-details-title" className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <p className="text-stone-700">{t('details.intro')}</p>
      <dl className="grid gap-x-6 gap-y-2 rounded-2xl border border-stone-200 bg-white p-4 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, text]) => (
          <div key={label} className="contents">
            <dt className="text-stone-600">{label}</dt>
            <dd className="font-semibold">
              {text ?? <span className="font-normal text-stone-500">{t('details.missing')}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <Link to={`${dashboardPaths.companies}/${companyId}`} className={buttonClasses('secondary')}>
          {t('details.edit')}
        </Link>
      </div>
    </section>
  )
}
