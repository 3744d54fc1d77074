/**
 * The embedded database's thread (decision 024): PGlite (PostgreSQL compiled to WebAssembly) with btree_gist,
 * served on a Unix socket by @electric-sql/pglite-socket, so that the API reaches it through the `pg` driver
 * as it reaches a PostgreSQL server, and PGlite's CPU stays off the thread that answers requests.
 *
 * Plain JavaScript: a worker thread loads this file as it is, from src/ (tests, `npm run dev`) and from dist/
 * (the build copies it beside server.js), with no TypeScript loader. db/pglite-server.ts starts it.
 *
 * workerData: { dataDir?: string, loadDataDir?: Uint8Array, socketPath: string, maxConnections: number }
 * Messages in: { type: 'dump', id } answers { type: 'dump', id, data: Uint8Array } (the data folder as a tar)
 *              or { type: 'dump', id, error };
 *              { type: 'close' } stops the socket server and closes PGlite, then answers { type: 'closed' }
 *              (with `error` if closing failed).
 * Messages out: { type: 'ready' } once the socket listens, or { type: 'failed', message } if PGlite did not open.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

const { dataDir, loadDataDir, socketPath, maxConnections } = workerData

let db
let server
try {
  db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
    extensions: { btree_gist },
  })
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections })
  await server.start()
} catch (error) {
  parentPort.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
  await db?.close().catch(() => {})
  process.exit(1)
}

const reason = (error) => (error instanceof Error ? error.message : String(error))

parentPort.on('message', async (message) => {
  if (message.type === 'dump') {
    try {
      const blob = await db.dumpDataDir('none')
      const data = new Uint8Array(await blob.arrayBuffer())
      parentPort.postMessage({ type: 'dump', id: message.id, data }, [data.buffer])
    } catch (error) {
      parentPort.postMessage({ type: 'dump', id: message.id, error: reason(error) })
    }
  } else if (message.type === 'close') {
    try {
      // Connections first: a transaction left open by a client is rolled back before the database closes.
      await server.stop()
      await db.close()
      parentPort.postMessage({ type: 'closed' })
    } catch (error) {
      parentPort.postMessage({ type: 'closed', error: reason(error) })
    }
  }
})

parentPort.postMessage({ type: 'ready' })
