import { SMS_PACKS } from '@rezervo/shared/billing/limits'
import { formatCzk } from '@rezervo/shared/format/money'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiErrorText } from '../lib/api-error-text'
import { companyKey } from '../lib/company-resource'
import { currentLocale } from '../lib/i18n'
import { Button } from '../ui/button'
import { notify } from '../ui/notifications/notification-store'
import { Spinner } from '../ui/spinner'
import { buySmsPack, smsCreditsKey, smsCreditsQueryOptions, subscriptionKey } from './billing-queries'
import { useBillingTexts } from './billing-texts'

/** The SMS credit balance, with packs to buy (the subscription screen and the notification settings). */
export function SmsCreditsPanel({ companyId, buy = true }: { companyId: number; buy?: boolean }) {
  const { t } = useBillingTexts()
  const queryClient = useQueryClient()
  const credits = useQuery(smsCreditsQueryOptions(companyId))
  const purchase = useMutation({
    mutationFn: (packId: string) => buySmsPack(companyId, packId),
    onSuccess: (data, packId) => {
      queryClient.setQueryData(smsCreditsKey(companyId), data)
      void queryClient.invalidateQueries({ queryKey: subscriptionKey(companyId) })
      void queryClient.invalidateQueries({ queryKey: companyKey(companyId, 'invoices') })
      const pack = SMS_PACKS.find((candidate) => candidate.id === packId)
      notify({ tone: 'success', text: t('sms.bought', { credits: pack?.credits ?? 0 }) })
    },
    onError: (error) =>
      notify({ tone: 'error', text: apiErrorText(error, { fallback: t('loadFailed') }, currentLocale()) }),
  })
  if (!credits.data) return <Spinner label="…" />
  const locale = currentLocale()
  return (
    <div className="grid gap-2" data-testid="sms-credits">
      <p className="text-lg font-semibold text-stone-950">
        {t('sms.balance', { count: credits.data.balance })}
      </p>
      <p className="text-sm text-stone-700">
        {t('sms.detail', { allowance: credits.data.allowance_remaining, purchased: credits.data.purchased })}
      </p>
      <p className="text-sm text-stone-600">{t('sms.empty')}</p>
      {buy && (
        <div className="flex flex-wrap gap-2">
          {SMS_PACKS.map((pack) => (
            <Button
              key={pack.id}
              type="button"
              variant="secondary"
              loading={purchase.isPending && purchase.variables === pack.id}
              onClick={() => purchase.mutate(pack.id)}
            >
              {t('sms.buy', { credits: pack.credits, price: formatCzk(pack.price_czk, locale) })}
            </Button>
          ))}
        </div>
      )}
    </div>
  )
}
