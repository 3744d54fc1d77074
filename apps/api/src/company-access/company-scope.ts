import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../app-deps'
import { addRecordVersionHooks } from '../http/record-version'
import { createCompanyAccessCheck } from './company-access-check'

export const COMPANY_SCOPE_PREFIX = '/api/v1/companies/:companyId'

export interface ScopedRoute {
  method: string
  url: string
  /** The registering function's name ('registerBranchRoutes'), so a test can pick one feature's routes. */
  feature: string
  /** Whether the route names its record (`config.record`): an ETag on reading, If-Match on writing. */
  versioned: boolean
}

/** A feature's routes inside the company scope; their paths are relative to COMPANY_SCOPE_PREFIX. */
export type CompanyScopedRoutes = (scope: FastifyInstance, deps: AppDeps) => Promise<void>

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route behind the company access check (the authorisation test walks this list). */
    companyScopedRoutes: readonly ScopedRoute[]
  }
}

/**
 * Registers the features' company routes in one encapsulated scope whose hook checks membership, so no route
 * under the prefix can forget the check. The hook runs at preValidation: before the body is looked at. The
 * scope's other hooks give the records that routes name their ETag and check If-Match (http/record-version.ts).
 */
export async function registerCompanyScopedRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  features: readonly CompanyScopedRoutes[],
) {
  const routes: ScopedRoute[] = []
  app.decorate('companyScopedRoutes', routes)
  app.decorateRequest('companyAccess', null)
  await app.register(
    async (scope) => {
      let feature = ''
      scope.addHook('onRoute', (route) => {
        const methods = Array.isArray(route.method) ? route.method : [route.method]
        const versioned = route.config?.record !== undefined
        for (const method of methods)
          if (method !== 'HEAD') routes.push({ method, url: route.url, feature, versioned })
      })
      scope.addHook('preValidation', createCompanyAccessCheck(deps))
      addRecordVersionHooks(scope, (key) => deps.database.lockRecord(key))
      for (const register of features) {
        feature = register.name
        await register(scope, deps)
      }
    },
    { prefix: COMPANY_SCOPE_PREFIX },
  )
}
