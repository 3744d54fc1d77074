import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
// The largest multiple of 62 below 256: bytes at or above it are skipped, so every character is equally likely.
const UNBIASED_BYTE_LIMIT = 256 - (256 % ALPHANUMERIC.length)

/** A random string of letters and digits from the system CSPRNG (Laravel's Str::random). */
export function randomAlphanumeric(length: number): string {
  let result = ''
  while (result.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte >= UNBIASED_BYTE_LIMIT) continue
      result += ALPHANUMERIC[byte % ALPHANUMERIC.length]
      if (result.length === length) break
    }
  }
  return result
}

/** Long random secrets (session ids, access and reset tokens) are stored only as this digest. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Compares two secrets in constant time; digests first, so neither the length nor a prefix leaks. */
export function secretsEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest())
}
