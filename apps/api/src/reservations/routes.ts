import {
  calendarQuerySchema,
  calendarSchema,
  dataOf,
  pageOf,
  reservationCreateSchema,
  reservationDetailSchema,
  reservationFilterSchema,
  reservationHistoryEntrySchema,
  reservationListQuerySchema,
  reservationSchema,
  reservationUpdateSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { fileResponse, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import {
  calendarFeed,
  exportReservationsCsv,
  getReservation,
  getReservationHistory,
  listCompanyReservations,
  reservationVersion,
} from './query-service'
import { createReservation, updateReservation } from './service'

export const tags = ['reservations']
export const reservationParams = companyParams.extend({ reservationId: pathId() })

/**
 * A reservation: its ETag (the version of its row, payments and lines, which the calendar feed carries too)
 * guards a move, an edit, a cancel (decision 027).
 */
export const reservationRecord = (deps: AppDeps) =>
  versionedRecord(
    'reservation',
    reservationParams,
    (access, { reservationId }) => getReservation(deps, access, reservationId),
    (access, { reservationId }) => reservationVersion(deps, access, reservationId),
  )

/** The business calendar's reservations (company scope). */
export async function registerReservationRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = reservationRecord(deps)
  typed.get(
    '/reservations',
    {
      config: { area: 'reservations' },
      schema: {
        tags,
        summary: 'Reservations with filters (state, local dates, branch, worker, customer) and paging',
        params: companyParams,
        querystring: reservationListQuerySchema,
        response: { 200: pageOf(reservationSchema), ...readErrors },
      },
    },
    async (request) => listCompanyReservations(deps, companyAccessOf(request), request.query),
  )
  typed.get(
    '/reservations/export.csv',
    {
      config: { area: 'exports' },
      schema: {
        tags,
        summary: 'Reservations as CSV for Excel (UTF-8 with BOM, semicolons), same filters as the list',
        params: companyParams,
        querystring: reservationFilterSchema,
        response: {
          200: fileResponse(['text/csv'], 'The reservations as CSV (UTF-8 with BOM, semicolons)'),
          ...readErrors,
        },
      },
    },
    async (request, reply) => {
      const csv = await exportReservationsCsv(deps, companyAccessOf(request), request.query, request.locale)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="rezervace.csv"')
        .send(csv)
    },
  )
  typed.get(
    '/reservations/calendar',
    {
      config: { area: 'calendar' },
      schema: {
        tags,
        summary: 'Calendar feed of a branch: workers with working time, every reservation in the dates',
        params: companyParams,
        querystring: calendarQuerySchema,
        response: { 200: dataOf(calendarSchema), ...readErrors },
      },
    },
    async (request) => calendarFeed(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/reservations',
    {
      config: { area: 'reservations' },
      schema: {
        tags,
        summary: 'Create a reservation; 409 out_of_working_hours until confirmed, 409 reservation_clash',
        params: companyParams,
        body: reservationCreateSchema,
        response: { 201: dataOf(reservationDetailSchema), ...writeErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReservation(deps, companyAccessOf(request), request.body)),
  )
  typed.get(
    '/reservations/:reservationId',
    {
      schema: {
        tags,
        summary: 'A reservation with its items, customer, payments and history',
        params: reservationParams,
        response: { 200: dataOf(reservationDetailSchema), ...readErrors },
      },
      config: { area: 'reservations', record },
    },
    async (request) => getReservation(deps, companyAccessOf(request), request.params.reservationId),
  )
  typed.patch(
    '/reservations/:reservationId',
    {
      schema: {
        tags,
        summary: 'Move, resize, change worker, items or details; same 409 rules as create',
        params: reservationParams,
        body: reservationUpdateSchema,
        response: { 200: dataOf(reservationDetailSchema), ...writeErrors },
      },
      config: { area: 'reservations', record },
    },
    async (request) =>
      updateReservation(deps, companyAccessOf(request), request.params.reservationId, request.body),
  )
  typed.get(
    '/reservations/:reservationId/history',
    {
      config: { area: 'reservations' },
      schema: {
        tags,
        summary: 'Who changed what and when, oldest first',
        params: reservationParams,
        response: { 200: dataOf(z.array(reservationHistoryEntrySchema)), ...readErrors },
      },
    },
    async (request) => getReservationHistory(deps, companyAccessOf(request), request.params.reservationId),
  )
}
