import { CSRF_TOKEN_LENGTH, SESSION_IDLE_MINUTES } from '@rezervo/shared'
import type { DatabaseOrTransaction } from '../db/client'
import { randomAlphanumeric, sha256Hex } from './random-token'
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  insertSession,
  type SessionRow,
  touchLiveSession,
} from './session-repository'

/** Laravel's session ids are 40 characters; the cookie carries the id, the database only its SHA-256. */
export const SESSION_ID_LENGTH = 40
const SESSION_ID_PATTERN = /^[A-Za-z0-9]{40}$/

/** 'Remember me' keeps a session alive across a month of absence instead of two idle hours. */
export const REMEMBERED_SESSION_DAYS = 30

const MINUTE_MS = 60_000

export interface ActiveSession {
  /** The cookie value. Only its SHA-256 is stored, so a leaked database holds no usable session ids. */
  id: string
  csrfToken: string
  userId: number | null
  remember: boolean
  /** Small per-session values of the features (the accounts keep the access token minted at sign-in). */
  data: Record<string, unknown>
  expiresAt: Date
}

export interface SessionInit {
  userId?: number | null
  remember?: boolean
  data?: Record<string, unknown>
}

export function sessionExpiry(now: Date, remember: boolean): Date {
  const minutes = remember ? REMEMBERED_SESSION_DAYS * 24 * 60 : SESSION_IDLE_MINUTES
  return new Date(now.getTime() + minutes * MINUTE_MS)
}

function toActiveSession(id: string, row: SessionRow): ActiveSession {
  return {
    id,
    csrfToken: row.csrfToken,
    userId: row.userId,
    remember: row.remember,
    data: row.data,
    expiresAt: row.expiresAt,
  }
}

/** The live session named by a cookie, with its idle expiry slid forward; null when unknown or expired. */
export async function loadSession(
  db: DatabaseOrTransaction,
  cookieValue: string | undefined,
  now: Date,
): Promise<ActiveSession | null> {
  if (!cookieValue || !SESSION_ID_PATTERN.test(cookieValue)) return null
  const row = await touchLiveSession(db, sha256Hex(cookieValue), now, {
    idle: sessionExpiry(now, false),
    remembered: sessionExpiry(now, true),
  })
  return row ? toActiveSession(cookieValue, row) : null
}

/** A new session with a fresh id and CSRF token. Expired sessions are swept here, in passing. */
export async function startSession(
  db: DatabaseOrTransaction,
  now: Date,
  init: SessionInit = {},
): Promise<ActiveSession> {
  await deleteExpiredSessions(db, now)
  const id = randomAlphanumeric(SESSION_ID_LENGTH)
  const remember = init.remember ?? false
  const session: ActiveSession = {
    id,
    csrfToken: randomAlphanumeric(CSRF_TOKEN_LENGTH),
    userId: init.userId ?? null,
    remember,
    data: init.data ?? {},
    expiresAt: sessionExpiry(now, remember),
  }
  await insertSession(db, {
    id: sha256Hex(id),
    userId: session.userId,
    csrfToken: session.csrfToken,
    remember,
    data: session.data,
    lastActivityAt: now,
    expiresAt: session.expiresAt,
  })
  return session
}

export async function destroySession(db: DatabaseOrTransaction, session: ActiveSession) {
  await deleteSession(db, sha256Hex(session.id))
}

/** Signs the user out everywhere (password reset). */
export async function destroySessionsOfUser(db: DatabaseOrTransaction, userId: number) {
  await deleteSessionsOfUser(db, userId)
}
