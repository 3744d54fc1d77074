import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { payments, reservationItems, reservations } from '../db/schema'
import { type SignedUpUser, signUpVerified } from './accounts'
import type { HttpSession } from './http-session'

/** Test helpers of the back-office features (the accounts' HttpSession has no PUT or DELETE shortcut). */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

export function call(
  session: HttpSession,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return session.request({ method, url, ...(payload === undefined ? {} : { payload }) })
}

/** Calls and expects the status, showing the body when it differs; answers the parsed JSON. */
export async function expectStatus(
  session: HttpSession,
  method: Method,
  url: string,
  status: number,
  payload?: unknown,
) {
  const response = await call(session, method, url, payload)
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status)
  return response.body ? response.json() : undefined
}

export interface Owner extends SignedUpUser {
  companyId: number
  /** '/api/v1/companies/{companyId}' */
  base: string
}

export const companyPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Barber na rohu s.r.o.',
  cin: '27082440',
  tin: 'cz 27082440',
  street: 'Vinohradská',
  house_number: '1234/56',
  city: 'Praha',
  zip: '12000',
  country: 'CZ',
  billing_name: 'Barber na rohu s.r.o.',
  billing_email: 'fakturace@barbernarohu.cz',
  iban: 'CZ65 0800 0000 1920 0014 5399',
  ...overrides,
})

/** A verified user with a company of their own. */
export async function signUpOwner(
  app: FastifyInstance,
  database: DatabaseHandle,
  companyName = 'Barber na rohu s.r.o.',
): Promise<Owner> {
  const user = await signUpVerified(app, database)
  const created = await expectStatus(
    user.session,
    'POST',
    '/api/v1/companies',
    201,
    companyPayload({ name: companyName }),
  )
  return { ...user, companyId: created.data.id, base: `/api/v1/companies/${created.data.id}` }
}

export const weekdayHours = (start = '09:00', end = '17:00') => ({
  1: [{ start, end }],
  2: [{ start, end }],
  3: [{ start, end }],
  4: [{ start, end }],
  5: [{ start, end }],
  6: [],
  7: [],
})

export const branchPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Barber Vinohrady',
  street: 'Vinohradská',
  house_number: '12',
  city: 'Praha 2',
  zip: '120 00',
  phone: '777 123 456',
  email: 'vinohrady@barber.cz',
  description: 'Pánské střihy a vousy.',
  opening_hours: weekdayHours(),
  ...overrides,
})

export const itemPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Pánský střih',
  description: 'Střih a styling.',
  duration: 45,
  duration_unit: 'minutes',
  price_czk: 450,
  ...overrides,
})

export const workerPayload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Tomáš Novák',
  positions: ['Barber'],
  color: '#16A34A',
  ...overrides,
})

export const customerPayload = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Jan',
  surname: 'Šťastný',
  email: 'jan.stastny@example.cz',
  phone: '+420 777 123 456',
  note: 'Chce vždy Tomáše.',
  ...overrides,
})

/**
 * A reservation row straight in the database: the reservations API is another issue's, and these tests only
 * need something that refers to a branch, worker, customer and item.
 */
export async function insertReservation(
  database: DatabaseHandle,
  refs: { companyId: number; branchId: number; workerId: number; customerId: number; itemId?: number },
  options: {
    startsAt?: string
    priceCzk?: number
    cancelled?: boolean
    paidCzk?: number
    note?: string
  } = {},
) {
  const startsAt = new Date(options.startsAt ?? '2026-12-01T09:00:00Z')
  const priceCzk = options.priceCzk ?? 450
  const [row] = await database.db
    .insert(reservations)
    .values({
      ...refs,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 45 * 60_000),
      priceCzk,
      source: 'business',
      note: options.note ?? null,
      cancelledAt: options.cancelled ? startsAt : null,
      cancelledBy: options.cancelled ? 'customer' : null,
    })
    .returning({ id: reservations.id })
  const reservationId = row!.id
  if (refs.itemId) {
    await database.db.insert(reservationItems).values({
      reservationId,
      itemId: refs.itemId,
      name: 'Pánský střih',
      durationMinutes: 45,
      bufferAfterMinutes: 0,
      priceCzk,
    })
  }
  if (options.paidCzk) {
    await database.db.insert(payments).values({
      companyId: refs.companyId,
      reservationId,
      amountCzk: options.paidCzk,
      method: 'cash',
      paidAt: startsAt,
    })
  }
  return reservationId
}
