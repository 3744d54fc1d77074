import {
  dataOf,
  deleteResultSchema,
  itemInputSchema,
  itemListQueryFilters,
  itemSchema,
  listQuerySchema,
  pageOf,
  upcomingResolutionQuerySchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { createItem, editItem, getItem, listCompanyItems, removeItem } from './service'

const tags = ['items']
const itemParams = companyParams.extend({ itemId: pathId() })

/** The company's services (company scope). */
export async function registerItemRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('item', itemParams, (access, { itemId }) => getItem(deps, access, itemId))
  typed.get(
    '/items',
    {
      config: { area: 'services' },
      schema: {
        tags,
        summary: 'Services of the company, in display order',
        params: companyParams,
        querystring: listQuerySchema.extend(itemListQueryFilters.shape),
        response: { 200: pageOf(itemSchema), ...readErrors },
      },
    },
    async (request) => listCompanyItems(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/items',
    {
      config: { area: 'services' },
      schema: {
        tags,
        summary: 'Create a service and choose who performs it',
        params: companyParams,
        body: itemInputSchema,
        response: { 201: dataOf(itemSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createItem(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/items/:itemId',
    {
      schema: {
        tags,
        summary: 'A service',
        params: itemParams,
        response: { 200: dataOf(itemSchema), ...readErrors },
      },
      config: { area: 'services', record },
    },
    async (request) => getItem(deps, companyAccessOf(request), request.params.itemId),
  )
  typed.put(
    '/items/:itemId',
    {
      schema: {
        tags,
        summary: 'Edit a service; worker_ids replaces who performs it',
        params: itemParams,
        body: itemInputSchema,
        response: { 200: dataOf(itemSchema), ...writeErrors },
      },
      config: { area: 'services', record },
    },
    async (request) => editItem(deps, companyAccessOf(request), request.params.itemId, request.body),
  )
  typed.delete(
    '/items/:itemId',
    {
      schema: {
        tags,
        summary:
          'Delete a service, or archive it when reservations refer to it; 409 upcoming_reservations until ?upcoming=cancel or keep',
        params: itemParams,
        querystring: upcomingResolutionQuerySchema,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'services', record },
    },
    async (request) => removeItem(deps, companyAccessOf(request), request.params.itemId, request.query),
  )
}
