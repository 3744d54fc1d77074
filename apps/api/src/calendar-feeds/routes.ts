import {
  calendarFeedDetailSchema,
  calendarFeedInputSchema,
  calendarFeedSchema,
  dataOf,
} from '@rezervo/shared'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { errorResponses, fileResponse, readErrors, writeErrors } from '../http/openapi'
import type { VersionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { ICS_CONTENT_TYPE } from '../messaging'
import type { FeedOwner } from './repository'
import {
  answerCalendarFeed,
  changeCalendarFeedDetail,
  ownCalendarFeed,
  ownFeedOwner,
  regenerateCalendarFeed,
  revokeCalendarFeed,
} from './service'

/**
 * The public feed: `GET /api/v1/calendar-feeds/{token}.ics`, which calendar apps poll (decision 039). Anything
 * that is not a live token, however it looks, is a 404.
 */
export async function registerCalendarFeedRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/v1/calendar-feeds/:token.ics',
    {
      schema: {
        tags: ['public'],
        summary:
          'A worker’s or a branch’s reservations as an iCalendar subscription; ETag and Last-Modified answer an unchanged feed with 304',
        params: z.object({ token: z.string().max(200) }),
        response: {
          200: fileResponse(['text/calendar'], 'The reservations as iCalendar events (RFC 5545)'),
          304: z.void().describe('The calendar app has the current copy'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, typedReply) => {
      const reply = typedReply as unknown as FastifyReply
      const answer = await answerCalendarFeed(deps, {
        token: request.params.token,
        locale: request.locale,
        ifNoneMatch: request.headers['if-none-match'],
        ifModifiedSince: request.headers['if-modified-since'],
      })
      reply
        .header('etag', answer.etag)
        .header('last-modified', answer.lastModified.toUTCString())
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Accept-Language')
      if (answer.status === 304) return reply.status(304).send()
      return reply
        .header('content-type', ICS_CONTENT_TYPE)
        .header('content-disposition', 'inline; filename="rezervo.ics"')
        .send(answer.body)
    },
  )
}

export interface FeedOwnerRoutes {
  kind: FeedOwner['kind']
  /** The worker's or the branch's path parameter. */
  param: 'workerId' | 'branchId'
  tag: string
  /** The worker's or the branch's record: its URL is on the record, so these writes are writes of it. */
  record: VersionedRecord
}

/**
 * Regenerate, change and revoke a worker's or a branch's feed (company scope), registered by the workers and
 * branches features beside their record's routes: `/workers/:workerId/calendar-feed`.
 */
export async function registerCalendarFeedOwnerRoutes(
  scope: FastifyInstance,
  deps: AppDeps,
  { kind, param, tag, record }: FeedOwnerRoutes,
) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  // The feed is part of the worker's or branch's record: management changes it (decision 037).
  const area = kind === 'worker' ? 'workers' : 'branches'
  const path = `/${kind === 'worker' ? 'workers' : 'branches'}/:${param}/calendar-feed`
  const params = companyParams.extend({ [param]: pathId() } as Record<
    typeof param,
    ReturnType<typeof pathId>
  >)
  const ownerOf = (values: Record<string, unknown>): FeedOwner => ({ kind, id: values[param] as number })
  typed.post(
    path,
    {
      schema: {
        tags: [tag],
        summary: `A new private calendar URL of the ${kind} (made if there was none); the old one stops working`,
        params,
        body: calendarFeedInputSchema,
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config: { area, record },
    },
    async (request) =>
      regenerateCalendarFeed(deps, companyAccessOf(request), ownerOf(request.params), request.body),
  )
  typed.put(
    path,
    {
      schema: {
        tags: [tag],
        summary: `What the ${kind}’s calendar events say of the customer: first name, or full name and phone`,
        params,
        body: z.object({ detail: calendarFeedDetailSchema }),
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config: { area, record },
    },
    async (request) =>
      changeCalendarFeedDetail(deps, companyAccessOf(request), ownerOf(request.params), request.body.detail),
  )
  typed.delete(
    path,
    {
      schema: {
        tags: [tag],
        summary: `Revoke the ${kind}’s private calendar URL`,
        params,
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config: { area, record },
    },
    async (request) => revokeCalendarFeed(deps, companyAccessOf(request), ownerOf(request.params)),
  )
}

/**
 * A worker's own feed, `/own-calendar-feed` (company scope): see, regenerate, change and revoke the feed of
 * the worker record their membership links, by decision 039's rules, without the right to the workers'
 * records. The area is the calendar, which a worker may change; another role gets 404 here.
 */
export async function registerOwnCalendarFeedRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const tags = ['workers']
  const path = '/own-calendar-feed'
  const config = { area: 'own_calendar_feed' } as const
  typed.get(
    path,
    {
      schema: {
        tags,
        summary: 'The signed-in worker’s own private calendar URL (null until they make one)',
        params: companyParams,
        response: { 200: dataOf(calendarFeedSchema), ...readErrors },
      },
      config,
    },
    async (request) => ownCalendarFeed(deps, companyAccessOf(request)),
  )
  typed.post(
    path,
    {
      schema: {
        tags,
        summary: 'A new private calendar URL of the signed-in worker; the old one stops working',
        params: companyParams,
        body: calendarFeedInputSchema,
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config,
    },
    async (request) => {
      const access = companyAccessOf(request)
      return regenerateCalendarFeed(deps, access, ownFeedOwner(access), request.body)
    },
  )
  typed.put(
    path,
    {
      schema: {
        tags,
        summary: 'What the signed-in worker’s calendar events say of the customer',
        params: companyParams,
        body: z.object({ detail: calendarFeedDetailSchema }),
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config,
    },
    async (request) => {
      const access = companyAccessOf(request)
      return changeCalendarFeedDetail(deps, access, ownFeedOwner(access), request.body.detail)
    },
  )
  typed.delete(
    path,
    {
      schema: {
        tags,
        summary: 'Revoke the signed-in worker’s private calendar URL',
        params: companyParams,
        response: { 200: dataOf(calendarFeedSchema), ...writeErrors },
      },
      config,
    },
    async (request) => {
      const access = companyAccessOf(request)
      return revokeCalendarFeed(deps, access, ownFeedOwner(access))
    },
  )
}
