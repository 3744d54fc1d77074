/** Helpers of the reservation API tests: a signed-in owner of a fixture company, and request shortcuts. */
import type { FastifyInstance } from 'fastify'
import type { DatabaseHandle } from '../db/client'
import { signUpVerified } from './accounts'
import type { HttpSession } from './http-session'
import { type CompanyFixture, createCompanyFixture } from './schedule-fixtures'

export interface OwnerOfCompany {
  session: HttpSession
  userId: number
  fixture: CompanyFixture
  /** '/api/v1/companies/:companyId' of the fixture company. */
  base: string
}

export async function ownerOfNewCompany(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: Parameters<typeof createCompanyFixture>[1] = {},
): Promise<OwnerOfCompany> {
  const user = await signUpVerified(app, database)
  const fixture = await createCompanyFixture(database.db, { ...options, ownerUserId: user.id })
  return { session: user.session, userId: user.id, fixture, base: `/api/v1/companies/${fixture.companyId}` }
}

/** A create body for the fixture: haircut (45 min) + beard trim (30 min + 15 min buffer) = 90 min, 750 CZK. */
export function createBody(
  fixture: CompanyFixture,
  startsAt: string,
  overrides: Record<string, unknown> = {},
) {
  return {
    branch_id: fixture.branchId,
    worker_id: fixture.workerIds[0],
    customer_id: fixture.customerId,
    item_ids: fixture.itemIds,
    starts_at: startsAt,
    ...overrides,
  }
}

/** Creates a reservation of the fixture through the API (createBody with the overrides) and gives its id. */
export async function createReservation(
  owner: OwnerOfCompany,
  startsAt: string,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const response = await owner.session.post(
    `${owner.base}/reservations`,
    createBody(owner.fixture, startsAt, overrides),
  )
  if (response.statusCode !== 201)
    throw new Error(`POST reservations answered ${response.statusCode}: ${response.body}`)
  return response.json().data.id as number
}

export function patch(session: HttpSession, url: string, payload: unknown) {
  return session.request({ method: 'PATCH', url, payload })
}

export function put(session: HttpSession, url: string, payload: unknown) {
  return session.request({ method: 'PUT', url, payload })
}

export function del(session: HttpSession, url: string) {
  return session.request({ method: 'DELETE', url })
}
