import {
  companyInputSchema,
  companySchema,
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
import { requireVerifiedUser, signedInUser } from '../auth'
import { companyAccessOf } from '../http/company-access'
import { errorResponses } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams } from '../http/records'
import {
  createCompany,
  deleteCompany,
  getCompany,
  listMyCompanies,
  openCompany,
  updateCompany,
} from './service'

const tags = ['companies']

/** The signed-in user's companies: the switcher's list and "new company". Not company-scoped. */
export async function registerMyCompaniesRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/v1/companies',
    {
      preValidation: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Companies I am a member of',
        querystring: listQuerySchema,
        response: { 200: pageOf(companySchema), ...errorResponses(401, 409, 422) },
      },
    },
    async (request) => listMyCompanies(deps, signedInUser(request).id, request.query),
  )
  typed.post(
    '/api/v1/companies',
    {
      preValidation: requireVerifiedUser,
      schema: {
        tags,
        summary: 'Create a company; its creator becomes the owner',
        body: companyInputSchema,
        response: { 201: dataOf(companySchema), ...errorResponses(401, 409, 419, 422) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCompany(deps, signedInUser(request).id, request.body)),
  )
}

/** The current company itself; registered inside the company scope (see company-access). */
export async function registerCompanyRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('company', companyParams, (access) => getCompany(deps, access))
  const errors = errorResponses(401, 403, 404, 409)
  typed.get(
    '',
    {
      schema: {
        tags,
        summary: 'A company',
        params: companyParams,
        response: { 200: dataOf(companySchema), ...errors },
      },
      config: { area: 'company', record },
    },
    async (request) => getCompany(deps, companyAccessOf(request)),
  )
  typed.put(
    '/last-opened',
    {
      config: { area: 'own_choices' },
      schema: {
        tags,
        summary:
          'Remember this company as the one I work in: the back office opens it first after the next sign-in, on any device',
        params: companyParams,
        response: { 204: z.undefined().describe('No content'), ...errors, ...errorResponses(419) },
      },
    },
    async (request, reply) => {
      await openCompany(deps, companyAccessOf(request))
      return reply.status(204).send()
    },
  )
  typed.put(
    '',
    {
      schema: {
        tags,
        summary: 'Edit a company',
        params: companyParams,
        body: companyInputSchema,
        response: { 200: dataOf(companySchema), ...errors, ...errorResponses(419, 422) },
      },
      config: { area: 'settings', record },
    },
    async (request) => updateCompany(deps, companyAccessOf(request), request.body),
  )
  typed.delete(
    '',
    {
      schema: {
        tags,
        summary:
          'Delete a company, or archive it when reservations refer to it; 409 upcoming_reservations until ?upcoming=cancel',
        params: companyParams,
        querystring: upcomingResolutionQuerySchema,
        response: { 200: dataOf(deleteResultSchema), ...errors, ...errorResponses(419) },
      },
      config: { area: 'company_delete', record },
    },
    async (request) => deleteCompany(deps, companyAccessOf(request), request.query),
  )
}
