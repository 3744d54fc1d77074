import { randomUUID } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifySwagger from '@fastify/swagger'
import { CARD_FORM_PATH } from '@rezervo/shared'
import Fastify, { type FastifyInstance } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps'
import { authenticationPlugin } from './auth/authentication'
import { registerCsrfCookieRoute } from './auth/csrf-cookie-route'
import { registerAccountRoutes } from './auth/routes'
import {
  createSubscriptionJob,
  registerBillingWebhookRoutes,
  registerCardSetupRoutes,
  registerPlanRoutes,
  registerSubscriptionRoutes,
  spendSmsCredit,
} from './billing'
import { registerCustomerReservationRoutes } from './booking/customer-routes'
import { sweepOldIdempotencyKeys } from './booking/idempotency-repository'
import { forgetAvailabilityOnCompanyWrites, registerBookingRoutes } from './booking/routes'
import { createBranchPageResponder } from './branches/branch-page-html'
import { registerPublicBranchRoutes } from './branches/public-branch-routes'
import { createPublicRedirects } from './branches/public-redirects'
import { registerBranchRoutes } from './branches/routes'
import { registerCalendarFeedRoutes, registerOwnCalendarFeedRoutes } from './calendar-feeds/routes'
import { registerCompanyRoutes, registerMyCompaniesRoutes } from './companies/routes'
import { registerCompanyScopedRoutes } from './company-access/company-scope'
import type { AppConfig, TrustedProxies } from './config'
import { registerCustomerRoutes } from './customers/routes'
import { type DatabaseHandle, openDatabase } from './db/client'
import { primaryReads, replicaReads } from './db/lag-tolerant-reads'
import { runMigrations } from './db/migrate'
import { registerDevMailboxRoutes } from './dev-mailbox/routes'
import { registerDirectoryRoutes } from './directory/routes'
import { registerTaxonomyRoutes } from './directory/taxonomy-routes'
import { registerHealthRoutes } from './health/routes'
import { createHousekeepingJob } from './housekeeping'
import { registerInvoiceRoutes } from './invoices'
import { registerItemCategoryRoutes } from './items/item-category-routes'
import { registerItemRoutes } from './items/routes'
import { type Clock, systemClock } from './lib/clock'
import { REDACTED_HEADERS, requestLogSerializer } from './lib/log-redaction'
import { registerMediaRoutes, registerPublicMediaRoutes } from './media/routes'
import { createUnusedImagesJob } from './media/unused-images-job'
import { registerInvitationRoutes, registerMemberRoutes } from './members'
import { messagingWorkerPlugin, readOutboxBacklog, registerNotificationRoutes } from './messaging'
import { openApiOptions } from './openapi/openapi-document'
import { registerOverviewRoutes } from './overview/routes'
import { registerPaymentRoutes } from './payments/routes'
import { compressionPlugin } from './plugins/compression'
import { errorHandlerPlugin } from './plugins/error-handler'
import { jsonBodyPlugin } from './plugins/json-body'
import { localePlugin } from './plugins/locale'
import { metricsPlugin } from './plugins/metrics'
import { nulCharacterPlugin } from './plugins/null-characters'
import { securityHeadersPlugin } from './plugins/security-headers'
import { webAppPlugin } from './plugins/web-app'
import { registerProfileRoutes } from './profile/routes'
import { sweepEndedWindows } from './rate-limit'
import {
  findReservationDetails,
  registerReservationRoutes,
  registerReservationStatusRoutes,
} from './reservations'
import { registerStatisticsRoutes } from './statistics/routes'
import { registerWorkerRoutes } from './workers/routes'

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps
  }
}

export interface BuildAppOptions {
  config: AppConfig
  /** An open database (tests); otherwise one is opened from the config, migrated, and closed with the app. */
  database?: DatabaseHandle
  clock?: Clock
  /** Pino options or false; tests pass false. */
  logger?: boolean | Record<string, unknown>
}

/**
 * Fastify's trustProxy for TRUST_PROXY (decision 021). Fastify 5 refuses a bare hop count (it cannot tell a
 * proxy from a client that connects directly), so hops become a function that trusts the nearest `hops`
 * addresses: X-Forwarded-For is then read from the right, and entries a client wrote before the ones our
 * proxies appended are never taken as its address.
 */
function fastifyTrustProxy(trusted: TrustedProxies) {
  if (trusted === false) return false
  if ('addresses' in trusted) return trusted.addresses
  const { hops } = trusted
  return (_address: string, hop: number) => hop < hops
}

/**
 * Node's and Fastify's limits on slow clients (issue 38: a thousand connections sending a byte a second were
 * all kept open). Node checks the headers and request deadlines on a timer, every 30 s by default, which would
 * let a slow sender stay up to 30 s past them; once a second keeps the deadlines close (decision 063).
 */
export function serverTimeouts(timeouts: AppConfig['httpTimeouts']) {
  return {
    connectionTimeout: timeouts.idleSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    requestTimeout: timeouts.requestSeconds * 1000,
    http: {
      headersTimeout: timeouts.headersSeconds * 1000,
      requestTimeout: timeouts.requestSeconds * 1000,
      connectionsCheckingInterval: 1000,
    },
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options
  const ownsDatabase = !options.database
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
    }))
  if (ownsDatabase) await runMigrations(database)
  const reads = config.databaseReadUrl
    ? replicaReads(database.db, config.databaseReadUrl, config.databasePoolMax)
    : primaryReads(database.db)
  const deps: AppDeps = { config, database, reads, clock: options.clock ?? systemClock }

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: REDACTED_HEADERS,
      serializers: { req: requestLogSerializer },
    },
    bodyLimit: config.bodyLimitBytes,
    ...serverTimeouts(config.httpTimeouts),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('deps', deps)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // A plain function, like the other hooks every request passes: nothing is awaited, so no promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    done(null, payload)
  })
  app.addHook('onClose', () => reads.close())
  if (ownsDatabase) app.addHook('onClose', () => database.close())

  // First, so every answer carries the security headers, errors and 404s too.
  await app.register(securityHeadersPlugin, config.stripe ? { cardFormPath: CARD_FORM_PATH } : {})
  await app.register(localePlugin)
  await app.register(errorHandlerPlugin)
  // Before the routes, so that its timing hook sees every one of them.
  await app.register(metricsPlugin, { deps, readOutboxBacklog })
  await app.register(jsonBodyPlugin)
  await app.register(nulCharacterPlugin)
  await app.register(compressionPlugin)
  await app.register(fastifyCookie)
  await app.register(fastifySwagger, openApiOptions(config))
  // Sessions, CSRF and bearer tokens come before every route: the CSRF check learns of routes as they register.
  await app.register(authenticationPlugin, { deps })
  // Swept off the request path, by one process at a time (decision 071): each table's owner hands its sweep.
  const housekeeping = createHousekeepingJob([
    { name: 'rate_limits', sweep: sweepEndedWindows },
    { name: 'idempotency_keys', sweep: sweepOldIdempotencyKeys },
  ])
  await app.register(messagingWorkerPlugin, {
    deps,
    loadReservation: findReservationDetails,
    // An SMS spends one of the company's credits; at zero it is not sent (decision 032).
    spendSmsCredit,
    // The worker's loop is the process's one scheduler, so the unused-photo sweep and the housekeeping ride along.
    jobs: [createUnusedImagesJob(), createSubscriptionJob(), housekeeping],
  })
  // The next process need not wait for the lease to expire.
  app.addHook('preClose', async () => housekeeping.release(database.db))

  await registerHealthRoutes(app, deps)
  await registerCsrfCookieRoute(app, deps)
  await registerAccountRoutes(app, deps)
  await registerDevMailboxRoutes(app, deps)
  await registerPublicBranchRoutes(app, deps)
  await registerBookingRoutes(app, deps)
  await registerCustomerReservationRoutes(app, deps)
  await registerDirectoryRoutes(app, deps)
  await registerPublicMediaRoutes(app, deps)
  await registerTaxonomyRoutes(app, deps)
  await registerMyCompaniesRoutes(app, deps)
  await registerProfileRoutes(app, deps)
  await registerPlanRoutes(app, deps)
  await registerInvitationRoutes(app, deps)
  await registerBillingWebhookRoutes(app, deps)
  await registerCalendarFeedRoutes(app, deps)
  await registerCompanyScopedRoutes(app, deps, [
    forgetAvailabilityOnCompanyWrites,
    registerCompanyRoutes,
    registerBranchRoutes,
    registerItemCategoryRoutes,
    registerItemRoutes,
    registerWorkerRoutes,
    registerCustomerRoutes,
    registerReservationRoutes,
    registerReservationStatusRoutes,
    registerPaymentRoutes,
    registerOverviewRoutes,
    registerStatisticsRoutes,
    registerMediaRoutes,
    registerNotificationRoutes,
    registerOwnCalendarFeedRoutes,
    registerInvoiceRoutes,
    registerSubscriptionRoutes,
    registerMemberRoutes,
    registerCardSetupRoutes,
  ])

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
  const redirectPublicPage = createPublicRedirects(deps)
  const renderBranchPage = createBranchPageResponder(deps, {
    distDir: config.webDistDir,
    ssrDir: config.webSsrDir,
  })
  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    renderPage: async (request, reply) =>
      (await redirectPublicPage(request, reply)) || renderBranchPage(request, reply),
  })
  return app
}
