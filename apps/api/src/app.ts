import { randomUUID } from 'node:crypto'
import fastifyCookie from '@fastify/cookie'
import fastifySwagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import type { AppDeps } from './app-deps'
import { registerPublicBranchRoutes } from './branches/public-branch-routes'
import type { AppConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { runMigrations } from './db/migrate'
import { registerHealthRoutes } from './health/routes'
import { type Clock, systemClock } from './lib/clock'
import { errorHandlerPlugin } from './plugins/error-handler'
import { localePlugin } from './plugins/locale'
import { webAppPlugin } from './plugins/web-app'

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
  const deps: AppDeps = { config, database, clock: options.clock ?? systemClock }

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-xsrf-token"]'],
    },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
  }).withTypeProvider<ZodTypeProvider>()

  app.decorate('deps', deps)
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  if (ownsDatabase) app.addHook('onClose', () => database.close())

  await app.register(localePlugin)
  await app.register(errorHandlerPlugin)
  await app.register(fastifyCookie)
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Rezervo API',
        version: '1.0.0',
        description: 'Booking and reservations for service businesses.',
      },
    },
    transform: jsonSchemaTransform,
  })

  await registerHealthRoutes(app, deps)
  await registerPublicBranchRoutes(app, deps)

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
  await app.register(webAppPlugin, { distDir: config.webDistDir })
  return app
}
