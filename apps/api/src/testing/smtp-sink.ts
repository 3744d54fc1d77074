import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string[]
  raw: string
  /** The X-Rezervo-Outbox-Id header: which outbox row the email came from. */
  outboxId: number | null
  /**
   * When the sink answered that it took the message (epoch milliseconds, fractional): from here on a sender that
   * has not recorded the send would send it again (the outbox's duplicate window, bench/outbox-window).
   */
  acceptedAt: number
}

export interface SmtpSinkOptions {
  /** Holds each message this long before answering, like a slow provider. */
  acceptDelayMs?: number
  /** Answers a failure instead; the test flips it to make the provider recover. */
  reject?: () => string | null
}

export interface SmtpSink {
  url: string
  received: ReceivedMail[]
  /** Messages whose data arrived and whose answer is still being held (acceptDelayMs). */
  pending(): number
  /**
   * Never answers the messages held now, as if their client had gone: called right before a test kills the
   * client, so an acceptance cannot slip in between the kill and the sink noticing the closed connection.
   */
  abandonHeld(): void
  close(): Promise<void>
}

/**
 * A local SMTP server standing in for the mail provider (a third-party service, so faked in tests). A message
 * counts as received only when it is accepted while its client is still connected: a client killed while
 * the answer is held never learns of the acceptance, so it is not counted (see the crash test).
 */
export async function startSmtpSink(options: SmtpSinkOptions = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const closedSessions = new Set<string>()
  const heldSessions = new Map<string, number>()
  let pending = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id)
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const refusal = options.reject?.()
        if (refusal) {
          callback(Object.assign(new Error(refusal), { responseCode: 451 }))
          return
        }
        pending++
        heldSessions.set(session.id, (heldSessions.get(session.id) ?? 0) + 1)
        setTimeout(() => {
          pending--
          const stillHeld = (heldSessions.get(session.id) ?? 1) - 1
          if (stillHeld > 0) heldSessions.set(session.id, stillHeld)
          else heldSessions.delete(session.id)
          if (closedSessions.has(session.id)) return
          const raw = Buffer.concat(chunks).toString('utf8')
          const id = /^X-Rezervo-Outbox-Id: (\d+)/im.exec(raw)?.[1]
          received.push({
            to: session.envelope.rcptTo.map((address) => address.address),
            raw,
            outboxId: id ? Number(id) : null,
            acceptedAt: performance.timeOrigin + performance.now(),
          })
          callback()
        }, options.acceptDelayMs ?? 0)
      })
    },
  })
  // A client killed mid-conversation resets its connection; that is the crash test's point, not an error.
  server.on('error', () => {})
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    pending: () => pending,
    abandonHeld() {
      for (const id of heldSessions.keys()) closedSessions.add(id)
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
