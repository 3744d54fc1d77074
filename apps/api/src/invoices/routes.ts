import { invoiceSchema, invoicesQuerySchema, pageOf } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors } from '../http/openapi'
import { companyParams } from '../http/records'
import { listCompanyInvoices } from './service'

const tags = ['invoices']

/** The company's tax documents from Rezervo (company scope). */
export async function registerInvoiceRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: 'Tax invoices and credit notes Rezervo issued to the company, newest first',
        params: companyParams,
        querystring: invoicesQuerySchema,
        response: { 200: pageOf(invoiceSchema), ...readErrors },
      },
    },
    async (request) => listCompanyInvoices(deps, companyAccessOf(request), request.query),
  )
}
