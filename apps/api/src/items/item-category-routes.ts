import {
  dataOf,
  deleteResultSchema,
  itemCategoryInputSchema,
  itemCategoryRowSchema,
  itemCategorySchema,
  pageOf,
  pagingQuerySchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors, writeErrors } from '../http/openapi'
import { versionedRecord, withRowEtags } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import {
  createItemCategory,
  editItemCategory,
  getItemCategory,
  listCompanyItemCategories,
  removeItemCategory,
} from './item-category-service'

const tags = ['item categories']
const categoryParams = companyParams.extend({ itemCategoryId: pathId() })

/** The company's own categories that group its items on the branch page (company scope). */
export async function registerItemCategoryRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('item category', categoryParams, (access, { itemCategoryId }) =>
    getItemCategory(deps, access, itemCategoryId),
  )
  typed.get(
    '/item-categories',
    {
      config: { area: 'services' },
      schema: {
        tags,
        summary: 'Item categories of the company, in display order',
        params: companyParams,
        querystring: pagingQuerySchema,
        response: { 200: pageOf(itemCategoryRowSchema), ...readErrors },
      },
    },
    async (request) =>
      withRowEtags(await listCompanyItemCategories(deps, companyAccessOf(request), request.query)),
  )
  typed.post(
    '/item-categories',
    {
      config: { area: 'services' },
      schema: {
        tags,
        summary: 'Create an item category',
        params: companyParams,
        body: itemCategoryInputSchema,
        response: { 201: dataOf(itemCategorySchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createItemCategory(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/item-categories/:itemCategoryId',
    {
      schema: {
        tags,
        summary: 'An item category',
        params: categoryParams,
        response: { 200: dataOf(itemCategorySchema), ...readErrors },
      },
      config: { area: 'services', record },
    },
    async (request) => getItemCategory(deps, companyAccessOf(request), request.params.itemCategoryId),
  )
  typed.put(
    '/item-categories/:itemCategoryId',
    {
      schema: {
        tags,
        summary: 'Edit an item category',
        params: categoryParams,
        body: itemCategoryInputSchema,
        response: { 200: dataOf(itemCategorySchema), ...writeErrors },
      },
      config: { area: 'services', record },
    },
    async (request) =>
      editItemCategory(deps, companyAccessOf(request), request.params.itemCategoryId, request.body),
  )
  typed.delete(
    '/item-categories/:itemCategoryId',
    {
      schema: {
        tags,
        summary: 'Delete an item category; its items stay, uncategorised',
        params: categoryParams,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'services', record },
    },
    async (request) => removeItemCategory(deps, companyAccessOf(request), request.params.itemCategoryId),
  )
}
