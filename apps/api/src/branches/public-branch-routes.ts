import { featuredBranchSchema, publicBranchSchema } from '@rezervo/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { errorResponses } from '../http/openapi'
import { matchesEtag, publicBranchCacheOf } from './public-branch-cache'
import { findFeaturedBranch, getPublicBranch } from './public-branch-service'

/** How long a serialized branch answer is served from memory: never stale for longer (decision 023). */
export const PUBLIC_BRANCH_MAX_AGE_MS = 1000

export async function registerPublicBranchRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const cache = publicBranchCacheOf(deps, PUBLIC_BRANCH_MAX_AGE_MS)
  typed.get(
    '/api/v1/branches/slug/:branchSlug',
    {
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
      const answer = await cache.get(slug, minute, async () =>
        publicBranchSchema.parse(await getPublicBranch(deps, slug)),
      )
      // The answer goes out as stored, past the typed serializer.
      const reply = typedReply as unknown as FastifyReply
      // Browsers keep it and ask again each time; an unchanged branch is then a 304 with no body.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache')
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.status(304).send()
      return reply.type('application/json; charset=utf-8').send(answer.json)
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
