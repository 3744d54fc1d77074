import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outboxMessages } from '../db/schema'
import { signUp } from '../test/accounts'
import { useTestApp } from '../test/test-app'
import { queueEmail } from './queue-email'

interface ReceivedMail {
  to: string[]
  raw: string
}

/** A local SMTP server standing in for the mail provider (a third-party service, so faked in tests). */
function startSmtpServer(received: ReceivedMail[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        callback()
      })
    },
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

describe('email delivery over SMTP', () => {
  const received: ReceivedMail[] = []
  const env: Record<string, string> = {}
  let server: SMTPServer
  beforeAll(async () => {
    server = await startSmtpServer(received)
    const { port } = server.server.address() as AddressInfo
    env.SMTP_URL = `smtp://127.0.0.1:${port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  const t = useTestApp({ env })

  it('sends the queued email after the request and marks it sent', async () => {
    const { email } = await signUp(t.app)
    await t.app.mailDelivery.idle()
    const mail = received.find((message) => message.to.includes(email))
    expect(mail?.raw).toContain('Subject: Verify your email address')
    expect(mail?.raw).toContain('From: Rezervo <no-reply@rezervo.local>')
    expect(mail?.raw).toContain('text/html')
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    expect(row).toMatchObject({ state: 'sent', tries: 1, lastError: null })
    expect(row?.sentAt).not.toBeNull()
  })

  it('sends an email queued by any feature, with its attachments, when asked after the commit', async () => {
    await queueEmail(t.database.db, {
      kind: 'test',
      to: 'attachment@example.cz',
      subject: 'With a file',
      text: 'See the attachment.',
      html: '<p>See the attachment.</p>',
      attachments: [{ filename: 'event.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    })
    t.app.mailDelivery.deliverSoon()
    await t.app.mailDelivery.idle()
    const mail = received.find((message) => message.to.includes('attachment@example.cz'))
    expect(mail?.raw).toContain('filename=event.ics')
    expect(mail?.raw).toContain('text/calendar')
  })
})

describe('email delivery with an unreachable SMTP server', () => {
  const t = useTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:1' } })

  it('still answers the request, and keeps the failure on the outbox row', async () => {
    const { email } = await signUp(t.app)
    await t.app.mailDelivery.idle()
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email))
    expect(row?.state).toBe('failed')
    expect(row?.lastError).toBeTruthy()
  })
})
