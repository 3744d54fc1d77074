import type { DatabaseOrTransaction } from '../db/client'
import {
  deleteAccessTokenByHash,
  deleteAccessTokenById,
  deleteAccessTokensOfUser,
  insertAccessToken,
  useAccessToken,
} from './access-token-repository'
import { randomAlphanumeric, sha256Hex } from './random-token'
import { sessionExpiry } from './session-store'

/** Personal access tokens (Sanctum's): 40 random characters, only their SHA-256 is stored. */
export const ACCESS_TOKEN_LENGTH = 40
const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9]{40}$/

/** The token of an `Authorization: Bearer <token>` header, when it has the shape of one of ours. */
export function bearerTokenOf(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  const token = match?.[1]
  return token && ACCESS_TOKEN_PATTERN.test(token) ? token : undefined
}

/** A new token for the user; the raw value exists only in this return value. */
export async function mintAccessToken(
  db: DatabaseOrTransaction,
  userId: number,
): Promise<{ id: number; token: string }> {
  const token = randomAlphanumeric(ACCESS_TOKEN_LENGTH)
  const id = await insertAccessToken(db, userId, sha256Hex(token))
  return { id, token }
}

/** The id of the user a bearer token belongs to while the session it was minted for lives, or undefined. */
export async function userIdOfAccessToken(
  db: DatabaseOrTransaction,
  token: string,
  now: Date,
): Promise<number | undefined> {
  // Looked up by digest: timing can reveal at most how a digest compares, never the token.
  return useAccessToken(db, sha256Hex(token), now, {
    idle: sessionExpiry(now, false),
    remembered: sessionExpiry(now, true),
  })
}

export async function revokeAccessToken(db: DatabaseOrTransaction, token: string) {
  await deleteAccessTokenByHash(db, sha256Hex(token))
}

export async function revokeAccessTokenById(db: DatabaseOrTransaction, id: number) {
  await deleteAccessTokenById(db, id)
}

export async function revokeAccessTokensOfUser(db: DatabaseOrTransaction, userId: number) {
  await deleteAccessTokensOfUser(db, userId)
}
