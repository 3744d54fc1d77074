import {
  dataOf,
  deleteResultSchema,
  pageOf,
  pagingQuerySchema,
  upcomingResolutionQuerySchema,
  workerExceptionInputSchema,
  workerExceptionRowSchema,
  workerExceptionSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors, writeErrors } from '../http/openapi'
import { versionedRecord, withRowEtags } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import {
  createWorkerException,
  editWorkerException,
  getWorkerException,
  listExceptionsOfWorker,
  removeWorkerException,
} from './exception-service'

const tags = ['workers']
const workerParams = companyParams.extend({ workerId: pathId() })
const exceptionParams = workerParams.extend({ exceptionId: pathId() })

/** A worker's holidays, sick leave and extra hours (company scope). */
export async function registerWorkerExceptionRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('worker exception', exceptionParams, (access, { workerId, exceptionId }) =>
    getWorkerException(deps, access, workerId, exceptionId),
  )
  typed.get(
    '/workers/:workerId/exceptions',
    {
      config: { area: 'workers' },
      schema: {
        tags,
        summary: "A worker's exceptions, latest first",
        params: workerParams,
        querystring: pagingQuerySchema,
        response: { 200: pageOf(workerExceptionRowSchema), ...readErrors },
      },
    },
    async (request) =>
      withRowEtags(
        await listExceptionsOfWorker(deps, companyAccessOf(request), request.params.workerId, request.query),
      ),
  )
  typed.post(
    '/workers/:workerId/exceptions',
    {
      config: { area: 'workers' },
      schema: {
        tags,
        summary:
          'Add a holiday, sickness or extra hours; 409 upcoming_reservations when a holiday or sickness covers their reservations, until ?upcoming=cancel, reassign or keep',
        params: workerParams,
        querystring: upcomingResolutionQuerySchema,
        body: workerExceptionInputSchema,
        response: { 201: dataOf(workerExceptionSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createWorkerException(
            deps,
            companyAccessOf(request),
            request.params.workerId,
            request.body,
            request.query,
          ),
        ),
  )
  typed.get(
    '/workers/:workerId/exceptions/:exceptionId',
    {
      schema: {
        tags,
        summary: 'A worker exception',
        params: exceptionParams,
        response: { 200: dataOf(workerExceptionSchema), ...readErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) => {
      const { workerId, exceptionId } = request.params
      return getWorkerException(deps, companyAccessOf(request), workerId, exceptionId)
    },
  )
  typed.put(
    '/workers/:workerId/exceptions/:exceptionId',
    {
      schema: {
        tags,
        summary:
          'Edit a worker exception; 409 upcoming_reservations when a holiday or sickness covers their reservations, until ?upcoming=cancel, reassign or keep',
        params: exceptionParams,
        querystring: upcomingResolutionQuerySchema,
        body: workerExceptionInputSchema,
        response: { 200: dataOf(workerExceptionSchema), ...writeErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) => {
      const { workerId, exceptionId } = request.params
      return editWorkerException(
        deps,
        companyAccessOf(request),
        workerId,
        exceptionId,
        request.body,
        request.query,
      )
    },
  )
  typed.delete(
    '/workers/:workerId/exceptions/:exceptionId',
    {
      schema: {
        tags,
        summary: 'Delete a worker exception',
        params: exceptionParams,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'workers', record },
    },
    async (request) => {
      const { workerId, exceptionId } = request.params
      return removeWorkerException(deps, companyAccessOf(request), workerId, exceptionId)
    },
  )
}
