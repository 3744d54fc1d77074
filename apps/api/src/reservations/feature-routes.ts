import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'
import { registerOverviewRoutes } from '../overview/routes'
import { registerPaymentRoutes } from '../payments/routes'
import { answerCodedErrors } from './coded-error'
import { registerReservationRoutes } from './routes'
import { registerReservationStatusRoutes } from './status-routes'

/**
 * Reservations, payments and the overview, registered inside the company scope (see company-access) in a
 * child scope of their own, whose error handler adds `code` to the 409 answers of the calendar's rules.
 */
export async function registerReservationFeatureRoutes(scope: FastifyInstance, deps: AppDeps) {
  await scope.register(async (feature) => {
    answerCodedErrors(feature)
    await registerReservationRoutes(feature, deps)
    await registerReservationStatusRoutes(feature, deps)
    await registerPaymentRoutes(feature, deps)
    await registerOverviewRoutes(feature, deps)
  })
}
