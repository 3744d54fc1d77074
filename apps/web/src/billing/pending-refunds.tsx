import type { Subscription } from '@rezervo/shared/billing/schemas'
import { formatDate } from '@rezervo/shared/format/date-time'
import { formatCzk } from '@rezervo/shared/format/money'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { useBillingTexts } from './billing-texts'

const TIME_ZONE = 'Europe/Prague'

/**
 * Card payments owed back after a refused plan change and not yet refunded (decision 056): "Platbu kartou
 * 350,90 Kč ze dne 25. 11. 2026 vám vracíme…", shown until the provider has taken the refund.
 */
export function PendingRefunds({ refunds }: { refunds: Subscription['pending_refunds'] }) {
  const { t } = useBillingTexts()
  const locale = currentLocale()
  if (refunds.length === 0) return null
  return (
    <Alert tone="warning" title={t('refunds.title')}>
      <ul className="grid gap-1" data-testid="pending-refunds">
        {refunds.map((refund) => (
          <li key={refund.since}>
            {t('refunds.pending', {
              amount: formatCzk(refund.amount_haler / 100, locale),
              date: formatDate(new Date(refund.since), TIME_ZONE, locale),
            })}
          </li>
        ))}
      </ul>
    </Alert>
  )
}
