import { dataOf, statisticsQuerySchema, statisticsSchema } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { errorResponses } from '../http/openapi'
import { companyParams } from '../http/records'
import { getStatistics } from './service'

/** The statistics screen's figures (company scope; Start and Profi plans, decision 041). */
export async function registerStatisticsRoutes(scope: FastifyInstance, deps: AppDeps) {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/statistics',
    {
      config: { area: 'statistics' },
      schema: {
        tags: ['statistics'],
        summary:
          'Reservations per day and ISO week, planned and real turnover, by service and worker, utilisation, ' +
          'no-shows, online bookings and new customers for a range of Prague dates, with the previous period ' +
          '(402 plan_limit on Zdarma)',
        params: companyParams,
        querystring: statisticsQuerySchema,
        response: { 200: dataOf(statisticsSchema), ...errorResponses(401, 402, 403, 404, 409, 422) },
      },
    },
    async (request) => getStatistics(deps, companyAccessOf(request), request.query),
  )
}
