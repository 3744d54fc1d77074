import {
  dataOf,
  deleteResultSchema,
  listQuerySchema,
  pageOf,
  upcomingResolutionQuerySchema,
  workerInputSchema,
  workerSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { registerCalendarFeedOwnerRoutes } from '../calendar-feeds'
import { companyAccessOf } from '../http/company-access'
import { limitedWriteErrors, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { registerWorkerExceptionRoutes } from './exception-routes'
import { createWorker, editWorker, getWorker, listCompanyWorkers, removeWorker } from './service'

const tags = ['workers']
const workerParams = companyParams.extend({ workerId: pathId() })

/** The company's workers with their branches, working hours and items, and their exceptions (company scope). */
export async function registerWorkerRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('worker', workerParams, (access, { workerId }) =>
    getWorker(deps, access, workerId),
  )
  typed.get(
    '/workers',
    {
      config: { area: 'workers' },
      schema: {
        tags,
        summary: 'Workers of the company',
        params: companyParams,
        querystring: listQuerySchema,
        response: { 200: pageOf(workerSchema), ...readErrors },
      },
    },
    async (request) => listCompanyWorkers(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/workers',
    {
      config: { area: 'workers' },
      schema: {
        tags,
        summary: 'Create a worker with branches, working hours per branch and items',
        params: companyParams,
        body: workerInputSchema,
        response: { 201: dataOf(workerSchema), ...limitedWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWorker(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/workers/:workerId',
    {
      schema: {
        tags,
        summary: 'A worker',
        params: workerParams,
        response: { 200: dataOf(workerSchema), ...readErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) => getWorker(deps, companyAccessOf(request), request.params.workerId),
  )
  typed.put(
    '/workers/:workerId',
    {
      schema: {
        tags,
        summary:
          'Edit a worker; branches, working hours and items are replaced together; 409 upcoming_reservations when an unticked branch has their reservations',
        params: workerParams,
        querystring: upcomingResolutionQuerySchema,
        body: workerInputSchema,
        response: { 200: dataOf(workerSchema), ...limitedWriteErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) =>
      editWorker(deps, companyAccessOf(request), request.params.workerId, request.body, request.query),
  )
  typed.delete(
    '/workers/:workerId',
    {
      schema: {
        tags,
        summary:
          'Delete a worker, or archive them when reservations refer to them; 409 upcoming_reservations until ?upcoming=cancel or reassign',
        params: workerParams,
        querystring: upcomingResolutionQuerySchema,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) => removeWorker(deps, companyAccessOf(request), request.params.workerId, request.query),
  )
  await registerCalendarFeedOwnerRoutes(scope, deps, {
    kind: 'worker',
    param: 'workerId',
    tag: 'workers',
    record,
  })
  await registerWorkerExceptionRoutes(scope, deps)
}
