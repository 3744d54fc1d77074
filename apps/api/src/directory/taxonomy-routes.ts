import { type CategoryGroup, categoryGroupSchema } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { listTaxonomy } from './taxonomy-repository'

/** The seeded public taxonomy (category groups and categories) that a branch is listed under. Public. */
export async function registerTaxonomyRoutes(app: FastifyInstance, deps: AppDeps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/categories',
    {
      schema: {
        tags: ['public'],
        summary: 'Category groups and their categories (the public URL taxonomy)',
        response: { 200: z.object({ data: z.array(categoryGroupSchema) }) },
      },
    },
    async () => {
      const groups = new Map<number, CategoryGroup>()
      for (const { group, category } of await listTaxonomy(deps.database.db)) {
        const entry = groups.get(group.id) ?? {
          id: group.id,
          slug: group.slug,
          name_cs: group.nameCs,
          name_en: group.nameEn,
          categories: [],
        }
        entry.categories.push({
          id: category.id,
          slug: category.slug,
          name_cs: category.nameCs,
          name_en: category.nameEn,
        })
        groups.set(group.id, entry)
      }
      return { data: [...groups.values()] }
    },
  )
}
