import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header the booking widget's page (/embed/{branch}) sends its token in. */
export const EMBED_TOKEN_HEADER = 'x-embed-token'
/** Long enough to fill in the booking form, short enough that a leaked token soon stops working. */
export const EMBED_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60

function signature(appSecret: string, branchSlug: string, expires: number): string {
  return createHmac('sha256', appSecret).update(`embed:${branchSlug}:${expires}`).digest('base64url')
}

/**
 * The booking widget's stand-in for the session and XSRF cookies, which a frame on another site neither stores
 * nor sends (decision 040): `{expiry in Unix seconds}.{HMAC of the branch and expiry with the app secret}`.
 * Nothing is stored; it names no person and is good only for booking at its one branch.
 */
export function signEmbedToken(appSecret: string, branchSlug: string, now: Date) {
  const expires = Math.floor(now.getTime() / 1000) + EMBED_TOKEN_LIFETIME_SECONDS
  return {
    token: `${expires}.${signature(appSecret, branchSlug, expires)}`,
    expiresAt: new Date(expires * 1000),
  }
}

export function isValidEmbedToken(appSecret: string, branchSlug: string, token: string, now: Date): boolean {
  const match = /^(\d{1,12})\.([\w-]{43})$/.exec(token)
  if (!match) return false
  const expires = Number(match[1])
  if (expires * 1000 <= now.getTime()) return false
  const expected = Buffer.from(signature(appSecret, branchSlug, expires))
  const given = Buffer.from(match[2]!)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
