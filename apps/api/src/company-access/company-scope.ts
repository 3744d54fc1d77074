import { type Area, isArea } from '@rezervo/shared'
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
  /** The area of the permissions table the route belongs to (`config.area`): which roles may use it. */
  area: Area
}

/** A feature's routes inside the company scope; their paths are relative to COMPANY_SCOPE_PREFIX. */
export type CompanyScopedRoutes = (scope: FastifyInstance, deps: AppDeps) => Promise<void>

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Every company route names its area of the permissions table (packages/shared/src/team/permissions.ts):
     * a GET needs the area's read roles, any other method its write roles (decision 037).
     */
    area?: Area
  }
  interface FastifyInstance {
    /** Every route behind the company access check (the authorisation test walks this list). */
    companyScopedRoutes: readonly ScopedRoute[]
  }
}

/**
 * Registers the features' company routes in one encapsulated scope whose hook checks membership and the
 * member's role against the route's area, so no route under the prefix can forget the check; a route that
 * declares no area (`config: { area }`) stops the app at startup. The hook runs at preValidation: before the body is looked at. The
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
        const area = route.config?.area
        // No route may forget who may use it: the app does not start with one that says nothing.
        if (!isArea(area))
          throw new Error(
            `${methods.join(',')} ${route.url} (${feature}) declares no area of the permissions table: add config: { area }`,
          )
        for (const method of methods)
          if (method !== 'HEAD') routes.push({ method, url: route.url, feature, versioned, area })
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
