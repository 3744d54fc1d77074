import { WithCurrentCompany } from '../companies'
import { dashboardPaths } from '../lib/dashboard-paths'
import { ScreenHeader } from '../ui/screen-header'
import { BillingDetails } from './billing-details'
import { InvoiceList } from './invoice-list'
import { useInvoicesTexts } from './invoices-texts'

/** /dashboard/settings/billing: the company's billing details and its invoices from Rezervo (issue 19). */
export function Component() {
  const { t } = useInvoicesTexts()
  return (
    <section>
      <ScreenHeader title={t('title')} backTo={dashboardPaths.settings} backLabel={t('back')} />
      <p className="mb-4 text-stone-700">{t('intro')}</p>
      <WithCurrentCompany>
        {(companyId) => (
          <div className="grid max-w-4xl gap-8">
            <BillingDetails companyId={companyId} />
            <InvoiceList companyId={companyId} />
          </div>
        )}
      </WithCurrentCompany>
    </section>
  )
}
