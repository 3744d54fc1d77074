import { invoiceSchema, invoicesQuerySchema, pageOf } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { fileResponse, readErrors } from '../http/openapi'
import { companyParams, pathId } from '../http/records'
import { invoiceIsdoc, invoicePdf, listCompanyInvoices } from './service'

const tags = ['invoices']
const invoiceParams = companyParams.extend({ invoiceId: pathId() })

/** The company's tax documents from Rezervo (company scope). */
export async function registerInvoiceRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/invoices',
    {
      config: { area: 'billing' },
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
  typed.get(
    '/invoices/:invoiceId/pdf',
    {
      config: { area: 'billing' },
      schema: {
        tags,
        summary: 'The invoice or credit note as a PDF (Czech, with the QR Platba of a transfer)',
        params: invoiceParams,
        response: {
          200: fileResponse<Buffer>(['application/pdf'], 'The tax document as PDF'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await invoicePdf(deps, companyAccessOf(request), request.params.invoiceId)
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
  typed.get(
    '/invoices/:invoiceId/isdoc',
    {
      config: { area: 'billing' },
      schema: {
        tags,
        summary: 'The invoice or credit note as ISDOC 6.0.2 XML, for accounting programs',
        params: invoiceParams,
        response: {
          200: fileResponse(['application/xml'], 'The tax document as ISDOC 6.0.2'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const { xml, fileName } = await invoiceIsdoc(deps, companyAccessOf(request), request.params.invoiceId)
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(xml)
    },
  )
}
