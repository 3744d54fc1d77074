import {
  dataOf,
  notificationLogEntrySchema,
  notificationLogQuerySchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  pageOf,
  reservationNoticeDefaultsSchema,
  smsPreviewInputSchema,
  smsPreviewSchema,
} from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { AppDeps } from '../app-deps'
import { companyAccessOf } from '../http/company-access'
import { readErrors, writeErrors } from '../http/openapi'
import { versionedRecord } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import { listNotificationLog, resendNotification } from './log-service'
import {
  getNotificationSettings,
  getReservationNoticeDefaults,
  previewSms,
  updateNotificationSettings,
} from './settings-service'

const tags = ['notifications']

/** Notification settings, the SMS preview and the delivery log of one company (company scope). */
export async function registerNotificationRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  const record = versionedRecord('notification settings', companyParams, (access) =>
    getNotificationSettings(deps, access),
  )
  typed.get(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Which messages the company sends, the reminder time and its own SMS texts',
        params: companyParams,
        response: { 200: dataOf(notificationSettingsSchema), ...readErrors },
      },
      config: { area: 'notifications', record },
    },
    async (request) => getNotificationSettings(deps, companyAccessOf(request)),
  )
  typed.get(
    '/notification-settings/reservation-defaults',
    {
      schema: {
        tags,
        summary: 'Whether the customer is told of a cancel or a change by email and SMS, as the forms start',
        params: companyParams,
        response: { 200: dataOf(reservationNoticeDefaultsSchema), ...readErrors },
      },
      // The calendar's forms need these four flags, not the settings: whoever may change reservations reads it.
      config: { area: 'reservations' },
    },
    async (request) => getReservationNoticeDefaults(deps, companyAccessOf(request)),
  )
  typed.put(
    '/notification-settings',
    {
      schema: {
        tags,
        summary: 'Replace the notification settings',
        params: companyParams,
        body: notificationSettingsInputSchema,
        response: { 200: dataOf(notificationSettingsSchema), ...writeErrors },
      },
      config: { area: 'notifications', record },
    },
    async (request) => updateNotificationSettings(deps, companyAccessOf(request), request.body),
  )
  typed.post(
    '/notification-settings/sms-preview',
    {
      config: { area: 'notifications' },
      schema: {
        tags,
        summary: 'An SMS text filled with sample values, with its encoding and number of parts',
        params: companyParams,
        body: smsPreviewInputSchema,
        response: { 200: dataOf(smsPreviewSchema), ...writeErrors },
      },
    },
    async (request) => previewSms(deps, companyAccessOf(request), request.body),
  )
  typed.get(
    '/notification-log',
    {
      config: { area: 'notifications' },
      schema: {
        tags,
        summary: 'Emails and SMS sent for the company, newest first, with their delivery state',
        params: companyParams,
        querystring: notificationLogQuerySchema,
        response: { 200: pageOf(notificationLogEntrySchema), ...readErrors },
      },
    },
    async (request) => listNotificationLog(deps, companyAccessOf(request), request.query),
  )
  typed.post(
    '/notification-log/:messageId/resend',
    {
      config: { area: 'notifications' },
      schema: {
        tags,
        summary: 'Send a message again: a failed one is retried, a sent one is copied',
        params: companyParams.extend({ messageId: pathId() }),
        response: { 200: dataOf(notificationLogEntrySchema), ...writeErrors },
      },
    },
    async (request) => {
      const answer = await resendNotification(deps, companyAccessOf(request), request.params.messageId)
      scope.mailDelivery.deliverSoon()
      return answer
    },
  )
}
