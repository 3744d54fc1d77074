import type { FastifyInstance } from 'fastify'
import { HttpSession } from './http-session'

let addressCounter = 0

/** A new client address per call, so the per-address booking limit only bites where a test wants it to. */
export function freshAddress(): string {
  addressCounter++
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

export interface PostBookingOptions {
  idempotencyKey?: string
  remoteAddress?: string
  locale?: string
  session?: HttpSession
}

/** POSTs a booking like the web app does: CSRF cookie first, then the form with X-XSRF-TOKEN. */
export async function postBooking(
  app: FastifyInstance,
  slug: string,
  body: unknown,
  options: PostBookingOptions = {},
) {
  const session =
    options.session ??
    new HttpSession(app, {
      remoteAddress: options.remoteAddress ?? freshAddress(),
      locale: options.locale ?? 'en',
    })
  return session.post(`/api/v1/branches/slug/${slug}/reservations`, body, {
    headers: options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {},
  })
}

export async function getAvailability(
  app: FastifyInstance,
  slug: string,
  query: Record<string, string>,
  locale = 'en',
) {
  const search = new URLSearchParams(query)
  return app.inject({
    method: 'GET',
    url: `/api/v1/branches/slug/${slug}/availability?${search}`,
    headers: { 'accept-language': locale },
  })
}

export interface SlotJson {
  starts_at: string
  time: string
  worker_ids: number[]
}
export interface DayJson {
  date: string
  available: boolean
  slots: SlotJson[]
}

export function timesOf(day: DayJson | undefined): string[] {
  return day?.slots.map((slot) => slot.time) ?? []
}
