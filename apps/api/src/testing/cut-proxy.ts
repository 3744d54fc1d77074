import { createConnection, createServer, type Server, type Socket } from 'node:net'

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
