import nodemailer from 'nodemailer'
import type { EmailTransport } from './channels'

/** Lets the SMTP server and the logs tie a received email to its outbox row (and spot a duplicate). */
export const OUTBOX_ID_HEADER = 'X-Rezervo-Outbox-Id'

/**
 * Email over SMTP_URL. The timeouts keep one send well inside the worker's lease, so a slow server cannot
 * make another process claim the same message while this one is still talking to it.
 */
export function createSmtpTransport(smtpUrl: string, from: string, leaseSeconds: number): EmailTransport {
  const timeout = Math.max(1000, Math.floor((leaseSeconds * 1000) / 3))
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  })
  return {
    name: 'smtp',
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.textBody,
        ...(message.htmlBody ? { html: message.htmlBody } : {}),
        headers: { [OUTBOX_ID_HEADER]: String(message.id) },
        attachments: message.attachments.map(({ filename, contentType, content }) => ({
          filename,
          contentType,
          content,
        })),
      })
    },
    close: () => transport.close(),
  }
}
