/** The company access check and the registry of company routes: the app registers them, the OpenAPI document reads the prefix. */
export { COMPANY_SCOPE_PREFIX, type CompanyScopedRoutes, registerCompanyScopedRoutes } from './company-scope'
