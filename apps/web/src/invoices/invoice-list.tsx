import { formatCzk } from '@rezervo/shared/format/money'
import { formatInvoiceDate } from '@rezervo/shared/invoices/invoice-format'
import { useQuery } from '@tanstack/react-query'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Spinner } from '../ui/spinner'
import { invoiceIsdocUrl, invoicePdfUrl, invoicesQueryOptions } from './invoices-queries'
import { useInvoicesTexts } from './invoices-texts'

/**
 * The company's tax documents with their PDF and ISDOC downloads. The plan screen
 * (/dashboard/settings/subscription) shows it too, so it is the feature's public component.
 */
export function InvoiceList({ companyId }: { companyId: number }) {
  const { t } = useInvoicesTexts()
  const { t: tb } = useBackofficeTexts()
  const invoices = useQuery(invoicesQueryOptions(companyId))
  const locale = currentLocale()
  return (
    <section aria-labelledby="invoices-title" className="grid gap-3">
      <h2 id="invoices-title" className="text-lg font-semibold">
        {t('list.title')}
      </h2>
      {invoices.isPending && <Spinner label="…" />}
      {invoices.isError && <Alert tone="error">{tb('common.loadFailed')}</Alert>}
      {invoices.data && invoices.data.data.length === 0 && (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-stone-700">
          {t('list.empty')}
        </p>
      )}
      {invoices.data && invoices.data.data.length > 0 && (
        <>
          <p className="text-sm text-stone-600">
            {t('list.count', { count: invoices.data.meta.total })} · {t('list.isdocHint')}
          </p>
          <div className="overflow-x-auto rounded-2xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50 text-stone-700">
                <tr>
                  <th className="p-3">{t('list.number')}</th>
                  <th className="p-3">{t('list.kind')}</th>
                  <th className="p-3">{t('list.issuedOn')}</th>
                  <th className="p-3">{t('list.dueOn')}</th>
                  <th className="p-3 text-right">{t('list.total')}</th>
                  <th className="p-3">{t('list.paymentMethod')}</th>
                  <th className="p-3">{t('list.download')}</th>
                </tr>
              </thead>
              <tbody>
                {invoices.data.data.map((invoice) => (
                  <tr key={invoice.id} className="border-t border-stone-200">
                    <td className="p-3 font-semibold tabular-nums">{invoice.number}</td>
                    <td className="p-3">{t(`kind.${invoice.kind}`)}</td>
                    <td className="p-3">{formatInvoiceDate(invoice.issued_on, locale)}</td>
                    <td className="p-3">{formatInvoiceDate(invoice.due_on, locale)}</td>
                    <td className="p-3 text-right tabular-nums">
                      {formatCzk(invoice.total_czk, locale, 'always')}
                    </td>
                    <td className="p-3">{t(`paymentMethod.${invoice.payment_method}`)}</td>
                    <td className="p-3">
                      <span className="flex gap-3">
                        <a
                          href={invoicePdfUrl(companyId, invoice.id)}
                          download
                          aria-label={t('list.pdfOf', { number: invoice.number })}
                          className="font-semibold text-teal-800 underline"
                        >
                          PDF
                        </a>
                        <a
                          href={invoiceIsdocUrl(companyId, invoice.id)}
                          download
                          aria-label={t('list.isdocOf', { number: invoice.number })}
                          className="font-semibold text-teal-800 underline"
                        >
                          ISDOC
                        </a>
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  )
}
