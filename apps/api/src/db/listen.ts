/**
 * PostgreSQL's LISTEN/NOTIFY on both engines, for caches that several API processes on one database keep
 * (decision 023): a trigger NOTIFYs when its transaction commits, every listening process hears it.
 */
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * Starts listening and answers, once the first attempt has succeeded or failed (a failed one is retried in
 * the background), how to stop. `onState` says whether notices can be trusted to arrive.
 */
export type Listen = (
  channel: string,
  onNotice: () => void,
  onState: (listening: boolean) => void,
) => Promise<() => Promise<void>>

/**
 * The channel the database's triggers NOTIFY on when what a public branch shows may have changed (migration
 * 0011): the branch call, the branch page and the directory forget what they keep (decision 023).
 */
export const PUBLIC_BRANCH_CHANNEL = 'rezervo_public_branch'

const RECONNECT_MS = 1000

/**
 * On PostgreSQL a connection of its own, outside the pool (a pooled one would be handed to queries and lose
 * its LISTEN). When it fails or ends, `onState(false)` (the caller stops trusting its cache) and a new one is
 * tried a second later.
 */
export function listenPostgres(
  url: string,
  channel: string,
  onNotice: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const lost = (client: pg.Client) => {
    if (current !== client) return
    current = undefined
    onState(false)
    client.end().catch(() => {})
    if (!stopped) retry = setTimeout(connect, RECONNECT_MS)
  }
  const connect = async () => {
    if (stopped) return
    const client = new pg.Client({ connectionString: url })
    current = client
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice()
    })
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      if (current === client) onState(true)
    } catch {
      lost(client)
    }
  }
  const stop = async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = undefined
    await client?.end().catch(() => {})
  }
  return connect().then(() => stop)
}

/** PGlite's own listen: notices of the one embedded database, delivered in this process. */
export function listenPglite(
  client: PGlite,
  channel: string,
  onNotice: () => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  return client
    .listen(channel, () => onNotice())
    .then(
      (unsubscribe) => {
        onState(true)
        return async () => {
          onState(false)
          await unsubscribe().catch(() => {})
        }
      },
      () => async () => {},
    )
}
