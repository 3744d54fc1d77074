import { serverMessage } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors'
import { pingDatabase } from './repository'

const engine = z.enum(['pglite', 'postgres'])

export async function registerHealthRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a real database query',
        response: {
          200: z.object({ status: z.literal('ok'), database: engine }),
          // The process is alive but its database is not reachable (decision 072): a load balancer takes it
          // out of rotation; an orchestrator need not restart it, it reconnects by itself.
          503: z.object({ status: z.literal('database unavailable'), database: engine, message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const database = deps.database.kind
      try {
        await pingDatabase(deps.database.db)
      } catch (error) {
        request.log.warn({ err: error }, 'health: database unavailable')
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({
            status: 'database unavailable' as const,
            database,
            message: serverMessage('databaseUnavailable', request.locale),
          })
      }
      return { status: 'ok' as const, database }
    },
  )
}
