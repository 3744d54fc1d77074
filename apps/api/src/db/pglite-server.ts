import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'

/**
 * Starts embedded PGlite in a worker thread behind @electric-sql/pglite-socket (decision 024) and tells how
 * the `pg` driver reaches it: a Unix socket in a new folder that only this user can enter (the socket server
 * asks for no password, so it must not listen where another local user could connect).
 */
export interface PgliteServer {
  /** node-postgres connection settings: the socket's folder as host, as libpq names Unix sockets. */
  connection: { host: string; port: number; user: string; database: string }
  /** The data folder as an uncompressed tar, for `loadDataDir` (tests start every file from one). */
  dumpDataDir(): Promise<Uint8Array>
  /** Stops the socket server, closes PGlite (rolling back a transaction left open) and ends the thread. */
  close(): Promise<void>
}

export interface PgliteServerOptions {
  /** The data folder; none keeps everything in memory. */
  dataDir?: string | undefined
  /** A data folder dump to start from. */
  loadDataDir?: Uint8Array | undefined
  /** How many connections the socket server accepts; it runs their statements one at a time. */
  maxConnections: number
}

/** The worker is plain JavaScript, beside this file in src/ and beside server.js in dist/ (build.ts copies it). */
const WORKER_URL = new URL('./pglite-worker.mjs', import.meta.url)
/** node-postgres connects to `<host>/.s.PGSQL.<port>` when host is a folder. */
const SOCKET_PORT = 5432

type Reply =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'dump'; id: number; data?: Uint8Array; error?: string }
  | { type: 'closed'; error?: string }

export async function startPgliteServer(options: PgliteServerOptions): Promise<PgliteServer> {
  const socketDir = mkdtempSync(join(tmpdir(), 'rezervo-pglite-'))
  const worker = new Worker(WORKER_URL, {
    workerData: {
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      socketPath: join(socketDir, `.s.PGSQL.${SOCKET_PORT}`),
      maxConnections: options.maxConnections,
    },
  })

  // The thread keeps the process alive only while an answer is awaited, as an in-process database would:
  // open connections and the HTTP server are what keep a running API alive.
  let awaited = 0
  const awaiting = <T>(promise: Promise<T>): Promise<T> => {
    if (awaited++ === 0) worker.ref()
    return promise.finally(() => {
      if (--awaited === 0) worker.unref()
    })
  }
  const dumps = new Map<number, { resolve(data: Uint8Array): void; reject(error: Error): void }>()
  let nextDump = 0
  let closing: Promise<void> | undefined
  let onClosed: ((error?: string) => void) | undefined
  let isReady = false

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (reply: Reply) => {
      if (reply.type === 'ready') {
        isReady = true
        resolve()
      } else if (reply.type === 'failed') reject(new Error(`PGlite did not open: ${reply.message}`))
      else if (reply.type === 'dump') {
        const pending = dumps.get(reply.id)
        dumps.delete(reply.id)
        if (reply.data) pending?.resolve(reply.data)
        else pending?.reject(new Error(`PGlite dump failed: ${reply.error}`))
      } else if (reply.type === 'closed') onClosed?.(reply.error)
    })
    worker.on('error', reject)
    worker.on('exit', (code) => {
      rmSync(socketDir, { recursive: true, force: true })
      reject(new Error(`PGlite's thread ended with code ${code} before it was ready`))
      for (const pending of dumps.values()) pending.reject(new Error("PGlite's thread ended"))
      if (!isReady || closing) return
      // The database is gone while the API still runs: nothing it answers would be right, so the process
      // ends (a supervisor restarts it; PGlite recovers committed data from its write-ahead log).
      setImmediate(() => {
        throw new Error(`PGlite's thread ended unexpectedly (exit code ${code})`)
      })
    })
  })
  worker.on('error', (error) => {
    if (!closing) console.error('PGlite failed:', error)
  })

  try {
    await awaiting(ready)
  } catch (error) {
    closing = Promise.resolve()
    await worker.terminate()
    rmSync(socketDir, { recursive: true, force: true })
    throw error
  }

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: 'postgres', database: 'postgres' },
    dumpDataDir: () =>
      awaiting(
        new Promise<Uint8Array>((resolve, reject) => {
          const id = nextDump++
          dumps.set(id, { resolve, reject })
          worker.postMessage({ type: 'dump', id })
        }),
      ),
    close() {
      closing ??= awaiting(
        new Promise<void>((resolve, reject) => {
          onClosed = (error) => (error ? reject(new Error(`PGlite did not close: ${error}`)) : resolve())
          worker.postMessage({ type: 'close' })
        }),
      ).finally(async () => {
        await worker.terminate()
        rmSync(socketDir, { recursive: true, force: true })
      })
      return closing
    },
  }
}
