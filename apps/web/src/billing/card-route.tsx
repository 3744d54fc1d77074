import { SUBSCRIPTION_PATH } from '@rezervo/shared/billing/limits'
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js'
// The pure entry loads Stripe.js only when loadStripe is called, never on import.
import { loadStripe } from '@stripe/stripe-js/pure'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { WithCurrentCompany } from '../companies'
import { currentLocale } from '../lib/i18n'
import { etagOf } from '../lib/record-version'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { notify } from '../ui/notifications/notification-store'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { Spinner } from '../ui/spinner'
import { startCardSetup, subscriptionKey, subscriptionQueryOptions } from './billing-queries'
import { useBillingTexts } from './billing-texts'

/**
 * /dashboard/settings/subscription/card: the payment provider's card form (decision 034). The card is entered
 * in the provider's own frames (Payment Element) and confirmed with a SetupIntent's client secret, so card
 * data never touch our server; the saved card arrives at our API by the provider's webhook. This screen (and
 * its Stripe.js) loads only here, by a full page load, as only this page's Content-Security-Policy lets the
 * provider in.
 */
export function Component() {
  const { t } = useBillingTexts()
  return (
    <section>
      <ScreenHeader title={t('card.title')} backTo={SUBSCRIPTION_PATH} backLabel={t('card.back')} />
      <p className="mb-4 max-w-3xl text-stone-700">{t('card.intro')}</p>
      <WithCurrentCompany>{(companyId) => <CardScreen companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function CardScreen({ companyId }: { companyId: number }) {
  const { t } = useBillingTexts()
  const subscription = useQuery(subscriptionQueryOptions(companyId))
  const available = subscription.data?.card_available === true
  const setup = useQuery({
    queryKey: [...subscriptionKey(companyId), 'card-setup'],
    queryFn: () => startCardSetup(companyId),
    enabled: available,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  })
  const publishableKey = setup.data?.publishable_key
  const stripe = useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripe(publishableKey ?? '', { locale: currentLocale() }),
    enabled: publishableKey !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  if (subscription.isError) return <Alert tone="error">{t('loadFailed')}</Alert>
  if (!subscription.data) return <Spinner label={t('card.loading')} />
  if (!available) return <Alert tone="info">{t('card.unavailable')}</Alert>
  if (setup.isError || stripe.isError || stripe.data === null)
    return <Alert tone="error">{t('card.formUnavailable')}</Alert>
  if (!setup.data || !stripe.data) return <Spinner label={t('card.loading')} />
  return (
    <FormSection title={t('card.title')}>
      <Elements stripe={stripe.data} options={{ clientSecret: setup.data.client_secret }}>
        <SaveCardForm companyId={companyId} />
      </Elements>
    </FormSection>
  )
}

function SaveCardForm({ companyId }: { companyId: number }) {
  const { t } = useBillingTexts()
  const stripe = useStripe()
  const elements = useElements()
  const navigate = useNavigate()
  const [state, setState] = useState<'idle' | 'saving' | 'waiting'>('idle')
  const [error, setError] = useState<string | null>(null)
  // The card is saved when the provider's webhook has reached our API: the subscription changes.
  const subscription = useQuery({
    ...subscriptionQueryOptions(companyId),
    refetchInterval: state === 'waiting' ? 1500 : false,
  })
  const versionAtSubmit = useRef<string | undefined>(undefined)
  const saved = subscription.data
  useEffect(() => {
    if (state !== 'waiting' || !saved?.card_label || etagOf(saved) === versionAtSubmit.current) return
    notify({ tone: 'success', text: t('card.saved', { label: saved.card_label }) })
    void navigate(SUBSCRIPTION_PATH)
  }, [state, saved, navigate, t])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!stripe || !elements) return
    setError(null)
    setState('saving')
    versionAtSubmit.current = saved ? etagOf(saved) : undefined
    const result = await stripe.confirmSetup({
      elements,
      confirmParams: { return_url: `${window.location.origin}${SUBSCRIPTION_PATH}` },
      redirect: 'if_required',
    })
    if (result.error) {
      setError(result.error.message ?? t('card.failed'))
      setState('idle')
      return
    }
    setState('waiting')
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <PaymentElement />
      {error && <Alert tone="error">{error}</Alert>}
      {state === 'waiting' ? (
        <p role="status" className="text-stone-700">
          {t('card.waiting')}
        </p>
      ) : (
        <div>
          <Button type="submit" loading={state === 'saving'} disabled={!stripe || !elements}>
            {t('card.save')}
          </Button>
        </div>
      )}
    </form>
  )
}
