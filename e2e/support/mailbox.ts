import type { APIRequestContext } from 'playwright-core'

/** The development mailbox of the test server (GET /api/dev/mailbox, newest first). */
export interface MailboxMessage {
  id: number
  channel: string
  to: string
  subject: string | null
  text: string | null
  created_at: string
}

export async function readMailbox(request: APIRequestContext): Promise<MailboxMessage[]> {
  const response = await request.get('/api/dev/mailbox', { headers: { Accept: 'application/json' } })
  if (!response.ok()) throw new Error(`mailbox answered ${response.status()}`)
  return ((await response.json()) as { messages: MailboxMessage[] }).messages
}

/**
 * Waits for the newest email to `to` whose text holds a link to `pathPrefix`, and returns that link as a path
 * of the test server (the email's host is the server's APP_URL).
 */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  pathPrefix: string,
  options: { newerThan?: number; timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + (options.timeoutMs ?? 15_000)
  while (Date.now() < deadline) {
    const messages = await readMailbox(request)
    for (const message of messages) {
      if (message.to !== to || (options.newerThan !== undefined && message.id <= options.newerThan)) continue
      const link = message.text
        ?.match(/https?:\/\/\S+/g)
        ?.find((url) => new URL(url).pathname.startsWith(pathPrefix))
      if (link) {
        const url = new URL(link)
        return `${url.pathname}${url.search}`
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`no email to ${to} with a ${pathPrefix} link`)
}

/** The id of the newest message, so a later wait only takes what came after. */
export async function lastMailboxId(request: APIRequestContext): Promise<number> {
  return (await readMailbox(request))[0]?.id ?? 0
}
