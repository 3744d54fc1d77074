/**
 * PostgreSQL's LISTEN/NOTIFY on both engines, for caches that several API processes on one database keep
 * (decision 023): a trigger NOTIFYs when its transaction commits, every listening process hears it.
 *
 * Both engines are reached through `pg` (decision 024), and one code path serves both: a connection of its own
 * LISTENs, and the notifications of the pool's connections are heard too. On PostgreSQL only the listening
 * connection receives any. Embedded PGlite has one session behind all the connections of its socket server:
 * the LISTEN registers that session, and a notification comes back on the connection that committed it (the
 * pool's), never on the idle listening one.
 */
import pg from 'pg'

/**
 * Starts listening and answers, once the first attempt has succeeded or failed (a failed one is retried in
 * the background), how to stop. `onState` says whether notices can be trusted to arrive.
 */
export type Listen = (
  channel: string,
  /** Gets the notice's payload (what the trigger said changed). */
  onNotice: (payload: string) => void,
  onState: (listening: boolean) => void,
) => Promise<() => Promise<void>>

/** Hands the notifications the pool's connections receive to the listeners of their channel. */
export interface NotificationHub {
  deliver(message: pg.Notification): void
  subscribe(channel: string, onNotice: (payload: string) => void): () => void
}

export function notificationHub(): NotificationHub {
  const listeners = new Map<string, Set<(payload: string) => void>>()
  return {
    deliver(message) {
      for (const onNotice of listeners.get(message.channel) ?? []) onNotice(message.payload ?? '')
    },
    subscribe(channel, onNotice) {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set)
      set.add(onNotice)
      return () => {
        set.delete(onNotice)
        if (set.size === 0) listeners.delete(channel)
      }
    },
  }
}

/**
 * The channel the database's triggers NOTIFY on when what a public branch shows may have changed (migration
 * 0011): the branch call, the branch page and the directory forget what they keep (decision 023).
 */
export const PUBLIC_BRANCH_CHANNEL = 'rezervo_public_branch'

/**
 * The channel the database's triggers NOTIFY on when what the availability call reads may have changed
 * (migration 0019): the payload is a worker's id when only that worker's rows changed (reservations,
 * absences, working hours), else the table's name (decision 046).
 */
export const AVAILABILITY_CHANNEL = 'rezervo_availability'

/**
 * The waits before the next attempt to LISTEN again: short at first (a restart is over in a second or two),
 * doubling to a few seconds while the server stays away, each with jitter so that many processes do not
 * knock at once when it returns (decision 072).
 */
export const RECONNECT_FIRST_MS = 250
export const RECONNECT_MAX_MS = 4000

export function reconnectDelayMs(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1))
  return Math.round(ceiling * (0.5 + random() / 2))
}

/**
 * A connection of its own, outside the pool (a pooled one would be handed to queries and lose its LISTEN).
 * When it fails or ends, `onState(false)` (the caller stops trusting its cache) and a new one is tried after
 * `reconnectDelayMs`, again and again while the database is away. Once LISTEN is back, `onState(true)`: the
 * caller empties its cache then too (minute-cache.ts), as notices sent while nobody listened are lost.
 */
export function listenOnConnection(
  connection: pg.ClientConfig,
  hub: NotificationHub,
  channel: string,
  onNotice: (payload: string) => void,
  onState: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false
  let current: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  let failures = 0
  const unsubscribe = hub.subscribe(channel, onNotice)
  const lost = (client: pg.Client) => {
    if (current !== client) return
    current = undefined
    onState(false)
    client.end().catch(() => {})
    if (stopped) return
    failures++
    retry = setTimeout(connect, reconnectDelayMs(failures))
  }
  const connect = async () => {
    if (stopped) return
    const client = new pg.Client(connection)
    current = client
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '')
    })
    // A LISTEN connection's error is handled here, never left to end the process (issue 38).
    client.on('error', () => lost(client))
    client.on('end', () => lost(client))
    try {
      await client.connect()
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
      if (current !== client) return
      failures = 0
      onState(true)
    } catch {
      lost(client)
    }
  }
  const stop = async () => {
    stopped = true
    clearTimeout(retry)
    unsubscribe()
    const client = current
    current = undefined
    await client?.end().catch(() => {})
  }
  return connect().then(() => stop)
}
