import type {
  CardSetup,
  KeptRecordsInput,
  Plan,
  SmsCredits,
  Subscription,
  SubscriptionInput,
} from '@rezervo/shared/billing/schemas'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, type DataAnswer } from '../lib/company-resource'
import { ifMatchHeaders, withEtag } from '../lib/record-version'

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans'],
    queryFn: ({ signal }) => apiClient.get<{ data: Plan[] }>('/api/v1/plans', { signal }).then((a) => a.data),
    staleTime: 5 * 60 * 1000,
  })

export const subscriptionKey = (companyId: number) => companyKey(companyId, 'subscription')

async function subscriptionCall(
  companyId: number,
  path: string,
  options: { method?: 'GET' | 'PUT'; body?: unknown; etag?: string; signal?: AbortSignal } = {},
) {
  let etag: string | null = null
  const answer = await apiClient.request<DataAnswer<Subscription>>(companyPath(companyId, path), {
    method: options.method ?? 'GET',
    body: options.body,
    signal: options.signal,
    headers: ifMatchHeaders(options.etag),
    onResponse: (response) => {
      etag = response.headers.get('etag')
    },
  })
  return withEtag(answer.data, etag)
}

/** GET …/subscription, with its ETag (decision 027). */
export const subscriptionQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: subscriptionKey(companyId),
    queryFn: ({ signal }) => subscriptionCall(companyId, '/subscription', { signal }),
  })

export const changeSubscription = (companyId: number, input: SubscriptionInput, etag?: string) =>
  subscriptionCall(companyId, '/subscription', { method: 'PUT', body: input, etag })

export const keepRecords = (companyId: number, input: KeptRecordsInput, etag?: string) =>
  subscriptionCall(companyId, '/subscription/kept', { method: 'PUT', body: input, etag })

export const smsCreditsKey = (companyId: number) => companyKey(companyId, 'subscription', 'sms-credits')

export const smsCreditsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: smsCreditsKey(companyId),
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<SmsCredits>>(companyPath(companyId, '/subscription/sms-credits'), { signal })
        .then((answer) => answer.data),
  })

export const buySmsPack = (companyId: number, packId: string) =>
  apiClient
    .request<DataAnswer<SmsCredits>>(companyPath(companyId, '/subscription/sms-packs'), {
      method: 'POST',
      body: { pack_id: packId },
    })
    .then((answer) => answer.data)

/** POST …/subscription/card-setup: a SetupIntent's client secret for the provider's card form (decision 034). */
export const startCardSetup = (companyId: number) =>
  apiClient
    .request<DataAnswer<CardSetup>>(companyPath(companyId, '/subscription/card-setup'), { method: 'POST' })
    .then((answer) => answer.data)
