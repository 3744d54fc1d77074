import { BillingDetailsForm } from './billing-details-form'
import { useInvoicesTexts } from './invoices-texts'

/**
 * What the next invoice will say about the company. They are the company's own fields (billing name and
 * email, address, IČO, DIČ), so this form and the company form share one schema and one record (decision 033).
 */
export function BillingDetails({ companyId }: { companyId: number }) {
  const { t } = useInvoicesTexts()
  return (
    <section aria-labelledby="billing-details-title" className="grid gap-3">
      <h2 id="billing-details-title" className="text-lg font-semibold">
        {t('details.title')}
      </h2>
      <p className="text-stone-700">{t('details.intro')}</p>
      <BillingDetailsForm companyId={companyId} />
    </section>
  )
}
