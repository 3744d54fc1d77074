import type { RegisterInput } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import { expect } from 'vitest'
import { markEmailVerified } from '../auth/user-repository'
import type { DatabaseHandle } from '../db/client'
import { findOutboxMessagesTo } from '../messaging/outbox-repository'
import { HttpSession, type HttpSessionOptions } from './http-session'

export const TEST_PASSWORD = 'Heslo123!'

let registrations = 0

/** A valid registration body with an email no other call in this process has used. */
export function newUserPayload(overrides: Partial<RegisterInput> = {}): RegisterInput {
  registrations += 1
  return {
    first_name: 'Jana',
    surname: 'Nováková',
    email: `jana.${process.pid}.${registrations}@example.cz`,
    phone: '777 123 456',
    password: TEST_PASSWORD,
    password_confirmation: TEST_PASSWORD,
    ...overrides,
  }
}

export interface SignedUpUser {
  /** The signed-in browser session of the new user. */
  session: HttpSession
  id: number
  email: string
  password: string
  /** The personal access token minted at registration. */
  token: string
}

/** Registers a new user through POST /register and returns their signed-in session. */
export async function signUp(
  app: FastifyInstance,
  overrides: Partial<RegisterInput> = {},
  options: HttpSessionOptions = {},
): Promise<SignedUpUser> {
  const payload = newUserPayload(overrides)
  const session = new HttpSession(app, options)
  const registered = await session.post('/register', payload)
  expect(registered.statusCode, registered.body).toBe(204)
  const user = (await session.get('/api/user')).json()
  return { session, id: user.id, email: payload.email, password: payload.password, token: user.token }
}

/** signUp, with the email already verified: what most dashboard tests start from. */
export async function signUpVerified(
  app: FastifyInstance,
  database: DatabaseHandle,
  overrides: Partial<RegisterInput> = {},
  options: HttpSessionOptions = {},
): Promise<SignedUpUser> {
  const user = await signUp(app, overrides, options)
  await markEmailVerified(database.db, user.id, app.deps.clock.now())
  return user
}

/** A new session signed in with email and password. */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
  options: HttpSessionOptions = {},
): Promise<HttpSession> {
  const session = new HttpSession(app, options)
  const response = await session.post('/login', { email, password })
  expect(response.statusCode, response.body).toBe(204)
  return session
}

/** The emails stored for an address, oldest first. */
export async function emailsTo(database: DatabaseHandle, address: string) {
  return findOutboxMessagesTo(database.db, address)
}

/** The first link into the web app found in an email's text. */
export function linkInEmail(text: string, appUrl = 'http://localhost:3000'): URL {
  const match = new RegExp(`${appUrl.replaceAll('.', '\\.')}/\\S+`).exec(text)
  if (!match) throw new Error(`no ${appUrl} link in the email`)
  return new URL(match[0])
}

/** What the web app's /verify-email screen calls for the link in a verification email. */
export function verificationCallOf(link: URL): string {
  const get = (name: string) => link.searchParams.get(name) ?? ''
  const query = new URLSearchParams({ expires: get('expires'), signature: get('signature') })
  return `/email/verify/${get('id')}/${get('hash')}?${query.toString()}`
}
