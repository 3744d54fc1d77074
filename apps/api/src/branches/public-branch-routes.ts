import { featuredBranchSchema, publicBranchSchema } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { errorResponses } from '../http/openapi'
import { findFeaturedBranch, getPublicBranch } from './public-branch-service'

export async function registerPublicBranchRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
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
    async (request) => getPublicBranch(deps, request.params.branchSlug),
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
