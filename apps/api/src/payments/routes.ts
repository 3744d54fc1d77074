import {
  dataOf,
  deleteResultSchema,
  pageMetaSchema,
  paymentFilterSchema,
  paymentInputSchema,
  paymentSchema,
  paymentsOverviewSchema,
  paymentsQuerySchema,
  qrPaymentSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { fileResponse, readErrors, writeErrors } from '../http/openapi'
import { companyParams, pathId } from '../http/records'
import { reservationParams } from '../reservations'
import { exportPaymentsCsv, paymentsOverview } from './overview-service'
import { qrPayment, recordPayment, removePayment } from './service'

const tags = ['payments']

/** Payments of reservations and the payments overview (company scope). */
export async function registerPaymentRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/reservations/:reservationId/payments',
    {
      config: { area: 'payments' },
      schema: {
        tags,
        summary: 'Record a payment (cash, card, transfer, QR); paid_at defaults to now',
        params: reservationParams,
        body: paymentInputSchema,
        response: { 201: dataOf(paymentSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordPayment(deps, companyAccessOf(request), request.params.reservationId, request.body),
        ),
  )
  typed.delete(
    '/reservations/:reservationId/payments/:paymentId',
    {
      config: { area: 'payments' },
      schema: {
        tags,
        summary: 'Remove a payment recorded by mistake',
        params: reservationParams.extend({ paymentId: pathId() }),
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
    },
    async (request) =>
      removePayment(deps, companyAccessOf(request), request.params.reservationId, request.params.paymentId),
  )
  typed.get(
    '/reservations/:reservationId/qr-payment',
    {
      config: { area: 'payments' },
      schema: {
        tags,
        summary: 'QR Platba (SPAYD) for what is left to pay; 409 company_iban_missing without an IBAN',
        params: reservationParams,
        response: { 200: dataOf(qrPaymentSchema), ...readErrors },
      },
    },
    async (request) => qrPayment(deps, companyAccessOf(request), request.params.reservationId),
  )
  typed.get(
    '/payments',
    {
      config: { area: 'payments' },
      schema: {
        tags,
        summary: 'Payments overview: totals per day, method and worker, and a page of the payments',
        params: companyParams,
        querystring: paymentsQuerySchema,
        response: { 200: z.object({ data: paymentsOverviewSchema, meta: pageMetaSchema }), ...readErrors },
      },
    },
    async (request) => paymentsOverview(deps, companyAccessOf(request), request.query),
  )
  typed.get(
    '/payments/export.csv',
    {
      config: { area: 'exports' },
      schema: {
        tags,
        summary: 'Payments as CSV for Excel (UTF-8 with BOM, semicolons)',
        params: companyParams,
        querystring: paymentFilterSchema,
        response: {
          200: fileResponse(['text/csv'], 'The payments as CSV (UTF-8 with BOM, semicolons)'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportPaymentsCsv(deps, companyAccessOf(request), request.query, request.locale)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="platby.csv"')
        .send(csv)
    },
  )
}
