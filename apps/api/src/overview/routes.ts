import {
  dataOf,
  overviewQuerySchema,
  overviewSchema,
  overviewSetupQuerySchema,
  overviewSetupSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors } from '../http/openapi'
import { companyParams } from '../http/records'
import { getOverview } from './service'
import { getOverviewSetup } from './setup-service'

/** The dashboard's overview (company scope). */
export async function registerOverviewRoutes(scope: FastifyInstance, deps: AppDeps) {
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/overview',
    {
      config: { area: 'overview' },
      schema: {
        tags: ['overview'],
        summary:
          "A branch's day: reservations per worker, next ones, counts, occupancy, planned and real turnover",
        params: companyParams,
        querystring: overviewQuerySchema,
        response: { 200: dataOf(overviewSchema), ...readErrors },
      },
    },
    async (request) => getOverview(deps, companyAccessOf(request), request.query),
  )
  scope.withTypeProvider<ZodTypeProvider>().get(
    '/overview/setup',
    {
      config: { area: 'setup' },
      schema: {
        tags: ['overview'],
        summary:
          "A new owner's first-run checklist: company, branch, services, workers, hours, the shared link (done once booked online)",
        params: companyParams,
        querystring: overviewSetupQuerySchema,
        response: { 200: dataOf(overviewSetupSchema), ...readErrors },
      },
    },
    async (request) => getOverviewSetup(deps, companyAccessOf(request), request.query),
  )
}
