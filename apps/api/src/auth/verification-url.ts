import { createHash, createHmac } from 'node:crypto'
import { VERIFICATION_LINK_TTL_MINUTES } from '@rezervo/shared'
import { secretsEqual } from './random-token'

/** The parts of a signed verification link: GET /email/verify/{id}/{hash}?expires=…&signature=… */
export interface VerificationLink {
  id: string
  hash: string
  /** Unix time in seconds after which the link is void. */
  expires: string
  signature: string
}

/** Laravel's verification hash: the SHA-1 of the email, so a link dies when the address changes. */
export function emailHash(email: string): string {
  return createHash('sha1').update(email).digest('hex')
}

/** What is signed: the API path and its query, without host, so the signature survives any proxy. */
function canonicalPath(id: string, hash: string, expires: string): string {
  return `/email/verify/${id}/${hash}?expires=${expires}`
}

function sign(secret: string, id: string, hash: string, expires: string): string {
  return createHmac('sha256', secret)
    .update(canonicalPath(id, hash, expires))
    .digest('hex')
}

/** A link for the user's current email, valid for VERIFICATION_LINK_TTL_MINUTES from `now`. */
export function createVerificationLink(
  secret: string,
  userId: number,
  email: string,
  now: Date,
): VerificationLink {
  const id = String(userId)
  const hash = emailHash(email)
  const expires = String(Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_TTL_MINUTES * 60)
  return { id, hash, expires, signature: sign(secret, id, hash, expires) }
}

/** The address the email points at: the web app's /verify-email, which calls the API with these parts. */
export function verificationPageUrl(appUrl: string, link: VerificationLink): string {
  return `${appUrl}/verify-email?${new URLSearchParams({ ...link }).toString()}`
}

/** The API path the web app calls for a link. */
export function verificationApiPath(link: VerificationLink): string {
  const query = new URLSearchParams({ expires: link.expires, signature: link.signature })
  return `/email/verify/${link.id}/${link.hash}?${query.toString()}`
}

/** True when the signature is ours for exactly these parts (compared in constant time). */
export function hasValidSignature(secret: string, link: Partial<VerificationLink>): boolean {
  const { id, hash, expires, signature } = link
  if (!id || !hash || !expires || !signature) return false
  if (!/^\d{1,12}$/.test(id) || !/^[0-9a-f]{40}$/.test(hash) || !/^\d{1,12}$/.test(expires)) return false
  return secretsEqual(signature, sign(secret, id, hash, expires))
}

/** Laravel's rule: valid up to and including the second named by `expires`. */
export function hasExpired(link: Pick<VerificationLink, 'expires'>, now: Date): boolean {
  return Math.floor(now.getTime() / 1000) > Number(link.expires)
}
