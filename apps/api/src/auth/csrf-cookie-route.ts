import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { startSession } from './session-store'

export async function registerCsrfCookieRoute(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/sanctum/csrf-cookie',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Starts a session: sets the rezervo_session and XSRF-TOKEN cookies',
        description:
          'Call before any state-changing request and send the XSRF-TOKEN cookie back in X-XSRF-TOKEN.',
        response: { 204: z.undefined().describe('No content; the cookies carry the answer') },
      },
    },
    async (request, reply) => {
      // A live session keeps its id and token, so a second tab's call does not break the first tab.
      request.session ??= await startSession(deps.database.db, deps.clock.now())
      return reply.status(204).send()
    },
  )
}
