import {
  directoryBranchesResponseSchema,
  directoryBranchQuerySchema,
  directoryGroupsResponseSchema,
  directoryNameSearchQuerySchema,
  directoryNameSearchResponseSchema,
} from '@rezervo/shared/schemas/directory'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { PUBLIC_BRANCH_CHANNEL } from '../db/listen'
import { createNoticeCache } from '../db/notice-cache'
import { sendCachedAnswer } from '../http/cached-answer'
import { errorResponses } from '../http/openapi'
import {
  type DirectoryCaches,
  listCategoryBranches,
  listCategoryGroups,
  searchBranchesByName,
} from './service'

/** How long the directory's answers are kept while the database's notices are not heard (decision 023). */
const DIRECTORY_MAX_AGE_MS = 1000
const JSON_TYPE = 'application/json; charset=utf-8'

/** The public directory behind /category and /subcategory; no login. */
export async function registerDirectoryRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  const caches: DirectoryCaches = {
    groups: createNoticeCache({ name: 'directory_groups', maxAgeMs: DIRECTORY_MAX_AGE_MS }),
    categories: createNoticeCache({ name: 'directory_categories', maxAgeMs: DIRECTORY_MAX_AGE_MS }),
  }
  // Forgotten on every write of a branch, company or category in any process (migration 0011's triggers).
  const stopListening = await deps.database.listen(
    PUBLIC_BRANCH_CHANNEL,
    () => {
      caches.groups.invalidate()
      caches.categories.invalidate()
    },
    (listening) => {
      caches.groups.setListening(listening)
      caches.categories.setListening(listening)
    },
  )
  app.addHook('onClose', stopListening)
  typed.get(
    '/api/v1/directory/category-groups',
    {
      // The answers carry their own compressed forms (sendCachedAnswer): the plugin has nothing to do here.
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Category groups with their categories and the number of listed branches',
        response: { 200: directoryGroupsResponseSchema },
      },
    },
    async (request, reply) =>
      sendCachedAnswer(
        request,
        reply as unknown as FastifyReply,
        await listCategoryGroups(deps, caches),
        JSON_TYPE,
      ),
  )
  typed.get(
    '/api/v1/directory/categories/:groupSlug/:categorySlug/branches',
    {
      compress: false,
      schema: {
        tags: ['public'],
        summary: 'Branches of a category, searched by name and city (accent-insensitive), a page at a time',
        params: z.object({ groupSlug: z.string().min(1).max(100), categorySlug: z.string().min(1).max(100) }),
        querystring: directoryBranchQuerySchema,
        response: { 200: directoryBranchesResponseSchema, ...errorResponses(404, 422) },
      },
    },
    async (request, reply) =>
      sendCachedAnswer(
        request,
        reply as unknown as FastifyReply,
        await listCategoryBranches(
          deps,
          request.params.groupSlug,
          request.params.categorySlug,
          request.query,
          caches,
        ),
        JSON_TYPE,
      ),
  )
  typed.get(
    '/api/v1/directory/branches',
    {
      schema: {
        tags: ['public'],
        summary:
          'Listed branches of every category whose name contains the words (accent-insensitive), at most 10',
        querystring: directoryNameSearchQuerySchema,
        response: { 200: directoryNameSearchResponseSchema, ...errorResponses(422) },
      },
    },
    async (request) => searchBranchesByName(deps, request.query),
  )
}
