import {
  customerDetailSchema,
  customerExportQuerySchema,
  customerInputSchema,
  customerListQuerySchema,
  customerMergeInputSchema,
  customerSchema,
  dataOf,
  deleteResultSchema,
  pageOf,
  workerCustomerSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { fileResponse, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { mergeCustomer } from './merge-service'
import {
  createCustomer,
  editCustomer,
  eraseCustomer,
  exportCustomersCsv,
  getCustomer,
  listCompanyCustomers,
  removeCustomer,
} from './service'

const tags = ['customers']
const customerParams = companyParams.extend({ customerId: pathId() })

/** The company's customers: search, duplicates, detail with turnover, CSV export, merge and erasure (company scope). */
export async function registerCustomerRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('customer', customerParams, (access, { customerId }) =>
    getCustomer(deps, access, customerId),
  )
  typed.get(
    '/customers',
    {
      config: { area: 'customers' },
      schema: {
        tags,
        summary:
          'Customers, searched by name, email or phone without regard to accents; ?duplicates=true lists those sharing a phone. A member with the worker role gets only the customers of their own reservations, with name, phone and note only',
        params: companyParams,
        querystring: customerListQuerySchema,
        response: { 200: pageOf(z.union([customerSchema, workerCustomerSchema])), ...readErrors },
      },
    },
    async (request) => listCompanyCustomers(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/customers',
    {
      config: { area: 'customers' },
      schema: {
        tags,
        summary: 'Create a customer',
        params: companyParams,
        body: customerInputSchema,
        response: { 201: dataOf(customerSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomer(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/customers/export.csv',
    {
      config: { area: 'exports' },
      schema: {
        tags,
        summary: 'Customers as CSV for Excel (UTF-8 with BOM, semicolons)',
        params: companyParams,
        querystring: customerExportQuerySchema,
        response: {
          200: fileResponse(['text/csv'], 'The customers as CSV (UTF-8 with BOM, semicolons)'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportCustomersCsv(
        deps,
        companyAccessOf(request),
        request.query.search,
        request.locale,
      )
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="customers.csv"')
        .send(csv)
    },
  )
  typed.get(
    '/customers/:customerId',
    {
      schema: {
        tags,
        summary:
          'A customer with their reservations and turnover; to a member with the worker role only name, phone and note (404 unless a customer of theirs)',
        params: customerParams,
        response: { 200: dataOf(z.union([customerDetailSchema, workerCustomerSchema])), ...readErrors },
      },
      config: { area: 'customers', record },
    },
    async (request) => getCustomer(deps, companyAccessOf(request), request.params.customerId),
  )
  typed.put(
    '/customers/:customerId',
    {
      schema: {
        tags,
        summary: 'Edit a customer',
        params: customerParams,
        body: customerInputSchema,
        response: { 200: dataOf(customerSchema), ...writeErrors },
      },
      config: { area: 'customers', record },
    },
    async (request) => editCustomer(deps, companyAccessOf(request), request.params.customerId, request.body),
  )
  typed.delete(
    '/customers/:customerId',
    {
      schema: {
        tags,
        summary: 'Delete a customer, or archive them when reservations refer to them',
        params: customerParams,
        response: { 200: dataOf(deleteResultSchema), ...writeErrors },
      },
      config: { area: 'customers', record },
    },
    async (request) => removeCustomer(deps, companyAccessOf(request), request.params.customerId),
  )
  typed.post(
    '/customers/:customerId/erase',
    {
      schema: {
        tags,
        summary: 'Erase personal data on request; reservations and turnover stay (owner and manager only)',
        params: customerParams,
        response: { 200: dataOf(customerSchema), ...writeErrors },
      },
      config: { area: 'customer_erasure', record },
    },
    async (request) => eraseCustomer(deps, companyAccessOf(request), request.params.customerId),
  )
  typed.post(
    '/customers/:customerId/merge',
    {
      schema: {
        tags,
        summary: 'Merge another customer into this one',
        description:
          "On the owner's word, the customer in `source_customer_id` is merged into the one in the path: its reservations move here with their payments and history (each gets a `customer_merged` history row naming who did it), empty email, phone, note and consent here are filled from it without overwriting anything, and it is archived with `merged_into_customer_id` pointing here, still readable. One transaction. 422 for the same customer, 409 for an archived or erased one, 404 for an unknown source or another company's.",
        params: customerParams,
        body: customerMergeInputSchema,
        response: { 200: dataOf(customerSchema), ...writeErrors },
      },
      config: { area: 'customers', record },
    },
    async (request) => mergeCustomer(deps, companyAccessOf(request), request.params.customerId, request.body),
  )
}
