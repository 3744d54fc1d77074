import {
  dataOf,
  keptRecordsInputSchema,
  planSchema,
  smsCreditsSchema,
  smsPackInputSchema,
  subscriptionInputSchema,
  subscriptionSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { errorResponses, limitedWriteErrors, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams } from '../http/records'
import { buySmsPack, getSmsCredits } from './sms-credits'
import { changeSubscription, getSubscription, keepRecords, listPlans } from './subscription-service'

const tags = ['billing']

/** GET api/v1/plans: the offered plans, public (decision 032). */
export async function registerPlanRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/plans',
    {
      schema: {
        tags,
        summary:
          'The plans on offer: prices in whole CZK without VAT, VAT rate in per cent, limits (null: none)',
        response: { 200: z.object({ data: z.array(planSchema) }), ...errorResponses(422) },
      },
    },
    async () => listPlans(deps),
  )
}

/** The company's subscription, the branches and workers it keeps in use, and SMS credits (company scope). */
export async function registerSubscriptionRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('subscription', companyParams, (access) => getSubscription(deps, access))
  typed.get(
    '/subscription',
    {
      schema: {
        tags,
        summary: 'The company’s plan, its state (trial, paid, past due), usage against the limits',
        params: companyParams,
        response: { 200: dataOf(subscriptionSchema), ...readErrors },
      },
      config: { area: 'billing', record },
    },
    async (request) => getSubscription(deps, companyAccessOf(request)),
  )
  typed.put(
    '/subscription',
    {
      schema: {
        tags,
        summary:
          'Change the plan and interval; a paid plan by bank transfer issues its invoice at once; card needs the payment provider (402 card_charge_failed, 503 payment_provider_unavailable; 503 card_refund_pending when the change is refused after its charge and the refund is still owed)',
        params: companyParams,
        body: subscriptionInputSchema,
        response: {
          200: dataOf(subscriptionSchema),
          ...errorResponses(401, 402, 403, 404, 409, 412, 419, 422, 503),
        },
      },
      config: { area: 'billing', record },
    },
    async (request) => changeSubscription(deps, companyAccessOf(request), request.body),
  )
  typed.put(
    '/subscription/kept',
    {
      schema: {
        tags,
        summary:
          'Choose the branches and workers that stay in use; the rest are hidden from booking and read-only (402 plan_limit over the plan)',
        params: companyParams,
        body: keptRecordsInputSchema,
        response: { 200: dataOf(subscriptionSchema), ...limitedWriteErrors },
      },
      config: { area: 'billing', record },
    },
    async (request) => keepRecords(deps, companyAccessOf(request), request.body),
  )
  typed.get(
    '/subscription/sms-credits',
    {
      config: { area: 'billing' },
      schema: {
        tags,
        summary: 'SMS credits left: this month’s allowance and bought packs',
        params: companyParams,
        response: { 200: dataOf(smsCreditsSchema), ...readErrors },
      },
    },
    async (request) => getSmsCredits(deps, companyAccessOf(request)),
  )
  typed.post(
    '/subscription/sms-packs',
    {
      config: { area: 'billing' },
      schema: {
        tags,
        summary: 'Buy a pack of SMS credits, invoiced for bank transfer',
        params: companyParams,
        body: smsPackInputSchema,
        response: { 200: dataOf(smsCreditsSchema), ...writeErrors },
      },
    },
    async (request) => buySmsPack(deps, companyAccessOf(request), request.body.pack_id),
  )
}
