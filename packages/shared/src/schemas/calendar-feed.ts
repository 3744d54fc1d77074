import { z } from 'zod'

/**
 * A worker's or a branch's private calendar subscription (ICS feed, decision 039). What the feed's events say
 * of the customer: by default only the first name; 'full' adds the surname and the phone.
 */
export const CALENDAR_FEED_DETAILS = ['first_name', 'full'] as const
export type CalendarFeedDetail = (typeof CALENDAR_FEED_DETAILS)[number]

export const calendarFeedDetailSchema = z.enum(CALENDAR_FEED_DETAILS, { error: 'oneOf' })

/** Regenerate (a new URL; the old one stops working) or change what the events say. */
export const calendarFeedInputSchema = z.object({
  detail: calendarFeedDetailSchema.optional(),
})
export type CalendarFeedInput = z.input<typeof calendarFeedInputSchema>

/** The feed as the dashboard shows it: its URL, or null when there is none (never made, or revoked). */
export const calendarFeedSchema = z.object({
  url: z.string().nullable(),
  detail: calendarFeedDetailSchema,
})
export type CalendarFeedState = z.infer<typeof calendarFeedSchema>

/** What the worker's and the branch's dashboard records carry of their feed. */
export const calendarFeedRecordFields = {
  calendar_feed_url: z.string().nullable(),
  calendar_feed_detail: calendarFeedDetailSchema,
}
