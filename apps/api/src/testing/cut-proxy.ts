import { mkdtempSync, rmSync } from 'node:fs'
import { createConnection, createServer, type Server, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { type Database, type DatabaseHandle, openDatabase } from '../db/client'
import { poolOf } from '../db/pool-of'
import * as schema from '../db/schema'
import { freePort } from './server-process'

/** Where a proxy listens or connects: a TCP port on 127.0.0.1, or a Unix socket's path. */
export type Endpoint = { port: number } | { path: string }

/**
 * A byte-for-byte proxy in front of a database, for tests of a network cut (decision 072): `cut()` destroys
 * every connection through it at once, as a failing link or a restarted PgBouncer would, while it keeps
 * accepting new ones; `refuse(true)` makes it refuse them too, as long as the cut lasts.
 */
export interface CutProxy {
  /** Connections through it now. */
  readonly open: number
  cut(): void
  refuse(on: boolean): void
  close(): Promise<void>
}

export async function startCutProxy(listenOn: Endpoint, target: Endpoint): Promise<CutProxy> {
  const sockets = new Set<Socket>()
  let refusing = false
  const track = (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
  }
  const server: Server = createServer((client) => {
    track(client)
    if (refusing) {
      client.destroy()
      return
    }
    const upstream =
      'path' in target ? createConnection(target.path) : createConnection(target.port, '127.0.0.1')
    track(upstream)
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    if ('path' in listenOn) server.listen(listenOn.path, resolve)
    else server.listen(listenOn.port, '127.0.0.1', resolve)
  })
  const cut = () => {
    for (const socket of sockets) socket.destroy()
  }
  return {
    get open() {
      return sockets.size
    },
    cut,
    refuse(on) {
      refusing = on
      if (on) cut()
    },
    close() {
      cut()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}

/** A proxy in front of a test's database, and how to connect through it. */
export interface ProxiedConnection {
  proxy: CutProxy
  connection: pg.ClientConfig
  /** Closes the proxy and removes its socket's folder (PGlite). */
  close(): Promise<void>
}

/**
 * A cut proxy in front of the database `database` is open on, either engine: PostgreSQL by TCP, PGlite by a
 * Unix socket of the proxy's beside its own.
 */
export async function proxyInFrontOf(database: DatabaseHandle): Promise<ProxiedConnection> {
  const options = poolOf(database.db).options as pg.ClientConfig
  if (options.connectionString) {
    const url = new URL(options.connectionString)
    const port = await freePort()
    const proxy = await startCutProxy({ port }, { port: Number(url.port || 5432) })
    url.port = String(port)
    return { proxy, connection: { ...options, connectionString: url.toString() }, close: () => proxy.close() }
  }
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-cut-'))
  const proxy = await startCutProxy(
    { path: join(folder, `.s.PGSQL.${options.port}`) },
    { path: join(String(options.host), `.s.PGSQL.${options.port}`) },
  )
  return {
    proxy,
    connection: { ...options, host: folder },
    async close() {
      await proxy.close()
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** A second handle on a test's database whose queries all go through a cut proxy. */
export interface DatabaseBehindCutProxy {
  proxy: CutProxy
  /** Its `db` is reached through the proxy; the rest (listen, record locks) is the test database's own. */
  database: DatabaseHandle
  close(): Promise<void>
}

/**
 * For a component handed a database (the outbox worker's deps): its connections break when the test cuts the
 * proxy (decision 072). PostgreSQL gets the app's own pool (openDatabase); PGlite a pool set up as the app's is,
 * one connection that survives its errors, since openDatabase would start another PGlite instead.
 */
export async function databaseBehindCutProxy(database: DatabaseHandle): Promise<DatabaseBehindCutProxy> {
  const proxied = await proxyInFrontOf(database)
  const { connectionString } = proxied.connection
  if (connectionString) {
    const handle = await openDatabase({ url: connectionString, poolMax: 2 })
    return {
      proxy: proxied.proxy,
      database: handle,
      async close() {
        await handle.close()
        await proxied.close()
      },
    }
  }
  const pool = new pg.Pool({ ...proxied.connection, max: 1, idleTimeoutMillis: 0 })
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Database
  return {
    proxy: proxied.proxy,
    database: { ...database, db },
    async close() {
      await pool.end()
      await proxied.close()
    },
  }
}
