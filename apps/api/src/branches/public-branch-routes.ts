import { featuredBranchSchema, publicBranchSchema } from '@rezervo/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { sendCachedAnswer } from '../http/cached-answer'
import { errorResponses } from '../http/openapi'
import { PUBLIC_BRANCH_CHANNEL, PUBLIC_BRANCH_MAX_AGE_MS, publicBranchCacheOf } from './public-branch-cache'
import { findFeaturedBranch, getPublicBranch } from './public-branch-service'

export async function registerPublicBranchRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const cache = publicBranchCacheOf(deps, PUBLIC_BRANCH_MAX_AGE_MS)
  // Any process's write of what a branch shows fires a trigger's NOTIFY (migration 0011); this one hears it.
  const stopListening = await deps.database.listen(
    PUBLIC_BRANCH_CHANNEL,
    cache.invalidate,
    cache.setListening,
  )
  app.addHook('onClose', async () => {
    cache.setListening(false)
    await stopListening()
  })
  typed.get(
    '/api/v1/branches/slug/:branchSlug',
    {
      // The answer carries its own compressed forms (sendCachedAnswer): the plugin has nothing to do here.
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'The public face of a branch',
        params: z.object({ branchSlug: z.string().min(1).max(100) }),
        response: { 200: publicBranchSchema, ...errorResponses(404) },
      },
    },
    async (request, typedReply) => {
      const slug = request.params.branchSlug
      // Parsed by the response schema as the route's serializer would, then kept serialized.
      const minute = Math.floor(deps.clock.now().getTime() / 60_000)
      const answer = await cache.get(`json:${slug}`, minute, async () => ({
        body: JSON.stringify(publicBranchSchema.parse(await getPublicBranch(deps, slug))),
      }))
      // The answer goes out as stored, past the typed serializer. Browsers keep it and ask again each time;
      // an unchanged branch is then a 304 with no body.
      const reply = typedReply as unknown as FastifyReply
      return sendCachedAnswer(request, reply, answer, 'application/json; charset=utf-8')
    },
  )
  typed.get(
    '/api/v1/featured-branch',
    {
      schema: {
        tags: ['public'],
        summary: 'The branch that Home opens',
        response: { 200: featuredBranchSchema, ...errorResponses(404) },
      },
    },
    async () => findFeaturedBranch(deps),
  )
}
