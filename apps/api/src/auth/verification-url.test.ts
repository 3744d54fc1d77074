import { describe, expect, it } from 'vitest'
import {
  createVerificationLink,
  emailHash,
  hasExpired,
  hasValidSignature,
  verificationApiPath,
  verificationPageUrl,
} from './verification-url'

const SECRET = 's'.repeat(40)
const NOW = new Date('2026-11-23T08:00:00.000Z')

describe('signed verification links', () => {
  const link = createVerificationLink(SECRET, 42, 'jana@example.cz', NOW)

  it('carries the id, the SHA-1 of the email and an expiry one hour ahead', () => {
    expect(emailHash('jana@example.cz')).toBe('e0a3da96ba6f49fe6c941ad1b29f339977be1549')
    expect(link).toMatchObject({
      id: '42',
      hash: emailHash('jana@example.cz'),
      expires: String(NOW.getTime() / 1000 + 3600),
    })
    expect(link.hash).toMatch(/^[0-9a-f]{40}$/)
    expect(link.signature).toMatch(/^[0-9a-f]{64}$/)
  })

  it('signs the API path and query with HMAC-SHA256', () => {
    expect(hasValidSignature(SECRET, link)).toBe(true)
    expect(hasValidSignature('t'.repeat(40), link)).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, id: '43' })).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, hash: emailHash('eva@example.cz') })).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, expires: String(Number(link.expires) + 1) })).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, signature: link.signature.toUpperCase() })).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, signature: undefined })).toBe(false)
    expect(hasValidSignature(SECRET, { ...link, id: '42/../43' })).toBe(false)
  })

  it('is valid up to and including its expiry second', () => {
    const at = (ms: number) => new Date(NOW.getTime() + ms)
    expect(hasExpired(link, at(3600_000))).toBe(false)
    expect(hasExpired(link, at(3600_999))).toBe(false)
    expect(hasExpired(link, at(3601_000))).toBe(true)
  })

  it('points the email at the web app and the web app at the API', () => {
    const page = new URL(verificationPageUrl('https://rezervo.cz', link))
    expect(page.origin + page.pathname).toBe('https://rezervo.cz/verify-email')
    expect(Object.fromEntries(page.searchParams)).toEqual({ ...link })
    expect(verificationApiPath(link)).toBe(
      `/email/verify/42/${link.hash}?expires=${link.expires}&signature=${link.signature}`,
    )
  })
})
