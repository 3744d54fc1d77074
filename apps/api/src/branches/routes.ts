import {
  branchHolidaySchema,
  branchHolidaysQuerySchema,
  branchInputSchema,
  branchSchema,
  branchSummarySchema,
  dataOf,
  deleteResultSchema,
  listQuerySchema,
  pageOf,
  upcomingResolutionQuerySchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { registerCalendarFeedOwnerRoutes } from '../calendar-feeds'
import { companyAccessOf } from '../http/company-access'
import { limitedWriteErrors, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { listBranchHolidays } from './holidays'
import { PUBLIC_BRANCH_MAX_AGE_MS, publicBranchCacheOf } from './public-branch-cache'
import { createBranch, deleteBranch, getBranch, listCompanyBranches, updateCompanyBranch } from './service'

const tags = ['branches']
const branchParams = companyParams.extend({ branchId: pathId() })

/** Branches of the current company, inside the company scope (see company-access). */
export async function registerBranchRoutes(scope: FastifyInstance, deps: AppDeps) {
  // A branch written here shows on its public page at once in this process (others within a second).
  const publicCache = publicBranchCacheOf(deps, PUBLIC_BRANCH_MAX_AGE_MS)
  // Before the answer leaves, so the owner's next look already misses the cache; the write has committed.
  scope.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') publicCache.invalidate()
    return payload
  })
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('branch', branchParams, (access, { branchId }) =>
    getBranch(deps, access, branchId),
  )
  typed.get(
    '/branches',
    {
      config: { area: 'branches' },
      schema: {
        tags,
        summary: 'Branches of the company',
        params: companyParams,
        querystring: listQuerySchema,
        response: { 200: pageOf(branchSummarySchema), ...readErrors },
      },
    },
    async (request) => listCompanyBranches(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/branches',
    {
      config: { area: 'branches' },
      schema: {
        tags,
        summary: 'Create a branch with its opening hours and exceptions',
        params: companyParams,
        body: branchInputSchema,
        response: { 201: dataOf(branchSchema), ...limitedWriteErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBranch(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/branches/:branchId',
    {
      schema: {
        tags,
        summary: 'A branch with its opening hours and exceptions',
        params: branchParams,
        response: { 200: dataOf(branchSchema), ...readErrors },
      },
      config: { area: 'branches', record },
    },
    async (request) => getBranch(deps, companyAccessOf(request), request.params.branchId),
  )
  typed.put(
    '/branches/:branchId',
    {
      schema: {
        tags,
        summary: 'Edit a branch; opening hours and exceptions are replaced together',
        params: branchParams,
        body: branchInputSchema,
        response: { 200: dataOf(branchSchema), ...limitedWriteErrors },
      },
      config: { area: 'branches', record },
    },
    async (request) =>
      updateCompanyBranch(deps, companyAccessOf(request), request.params.branchId, request.body),
  )
  typed.delete(
    '/branches/:branchId',
    {
      schema: {
        tags,
        summary:
          'Delete a branch, or archive it when reservations refer to it; 409 upcoming_reservations until ?upcoming=cancel',
        params: branchParams,
        querystring: upcomingResolutionQuerySchema,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'branches', record },
    },
    async (request) => deleteBranch(deps, companyAccessOf(request), request.params.branchId, request.query),
  )
  typed.get(
    '/branches/:branchId/holidays',
    {
      config: { area: 'branches' },
      schema: {
        tags,
        summary: 'Czech public holidays of a year and whether the branch is open on them',
        params: branchParams,
        querystring: branchHolidaysQuerySchema,
        response: { 200: z.object({ data: z.array(branchHolidaySchema) }), ...readErrors },
      },
    },
    async (request) =>
      listBranchHolidays(deps, companyAccessOf(request), request.params.branchId, request.query.year),
  )
  await registerCalendarFeedOwnerRoutes(scope, deps, {
    kind: 'branch',
    param: 'branchId',
    tag: 'branches',
    record,
  })
}
