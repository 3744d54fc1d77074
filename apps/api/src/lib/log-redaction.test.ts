import { describe, expect, it } from 'vitest'
import { redactUrl } from './log-redaction'

describe('redactUrl', () => {
  it('hides a reset token in the path', () => {
    expect(redactUrl('/password-reset/abc123?email=a%40b.cz')).toBe(
      '/password-reset/[redacted]?email=a%40b.cz',
    )
  })
  it('hides signatures and tokens in the query', () => {
    expect(redactUrl('/email/verify/1/ff?expires=1&signature=deadbeef')).toBe(
      '/email/verify/1/ff?expires=1&signature=[redacted]',
    )
    expect(redactUrl('/api/v1/public/reservations/5?token=xyz&x=1')).toBe(
      '/api/v1/public/reservations/5?token=[redacted]&x=1',
    )
  })
  it('leaves ordinary URLs alone', () => {
    expect(redactUrl('/api/v1/companies/1/customers?search=novak')).toBe(
      '/api/v1/companies/1/customers?search=novak',
    )
  })
})
