import { describe, expect, it } from 'vitest'
import { queueEmail } from '../messaging/queue-email'
import { signUp } from '../testing/accounts'
import { useTestApp } from '../testing/test-app'

describe('GET /api/dev/mailbox', () => {
  const t = useTestApp()

  it('lists the stored emails newest first, a hundred at most', async () => {
    const { email } = await signUp(t.app)
    const first = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json()
    expect(first.messages).toEqual([
      {
        id: expect.any(Number),
        channel: 'email',
        to: email,
        subject: 'Verify your email address',
        text: expect.stringContaining('/verify-email?'),
        html: expect.stringContaining('<html lang="en">'),
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ])

    for (let index = 0; index < 101; index++) {
      await queueEmail(t.database.db, {
        kind: 'test',
        to: `reader${index}@example.cz`,
        subject: `Message ${index}`,
        text: 'text',
        html: '<p>html</p>',
      })
    }
    const { messages } = (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).json()
    expect(messages).toHaveLength(100)
    expect(messages[0].subject).toBe('Message 100')
    expect(messages[99].subject).toBe('Message 1')
  })
})

describe('GET /api/dev/mailbox in production', () => {
  const t = useTestApp({
    env: { NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40), APP_URL: 'https://rezervo.example.cz' },
  })

  it('does not exist', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' })
    expect(response.statusCode).toBe(404)
  })
})
