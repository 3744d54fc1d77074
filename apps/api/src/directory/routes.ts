import {
  directoryBranchesResponseSchema,
  directoryBranchQuerySchema,
  directoryGroupsResponseSchema,
} from '@rezervo/shared/schemas/directory'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { errorResponses } from '../http/openapi'
import { listCategoryBranches, listCategoryGroups } from './service'

/** The public directory behind /category and /subcategory; no login. */
export async function registerDirectoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/v1/directory/category-groups',
    {
      schema: {
        tags: ['public'],
        summary: 'Category groups with their categories and the number of listed branches',
        response: { 200: directoryGroupsResponseSchema },
      },
    },
    async () => listCategoryGroups(deps),
  )
  typed.get(
    '/api/v1/directory/categories/:groupSlug/:categorySlug/branches',
    {
      schema: {
        tags: ['public'],
        summary: 'Branches of a category, searched by name and city (accent-insensitive), a page at a time',
        params: z.object({ groupSlug: z.string().min(1).max(100), categorySlug: z.string().min(1).max(100) }),
        querystring: directoryBranchQuerySchema,
        response: { 200: directoryBranchesResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request) =>
      listCategoryBranches(deps, request.params.groupSlug, request.params.categorySlug, request.query),
  )
}
