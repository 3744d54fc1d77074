import { execFile, execFileSync } from 'node:child_process'
import { appendFileSync, chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './server-process'

const run = promisify(execFile)
const BIN = '/usr/lib/postgresql/15/bin'
/** PostgreSQL refuses to run as root; the Debian package's own user runs the clusters then. */
const AS_POSTGRES = userInfo().uid === 0

/** Runs one of PostgreSQL 15's programs, as the `postgres` user when this process is root. */
export async function asServerUser(command: string, args: string[]) {
  const [file, fileArgs] = AS_POSTGRES
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args]
  return run(file, fileArgs, { maxBuffer: 16 * 1024 * 1024 })
}

/** A new temporary folder the server user may write in, for clusters, their logs and sockets. */
export function makeClusterFolder(prefix: string): string {
  const folder = mkdtempSync(join(tmpdir(), prefix))
  chmodSync(folder, 0o755)
  if (AS_POSTGRES) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(folder, id('-u'), id('-g'))
  }
  return folder
}

/** initdb with the user `rezervo` and trust authentication, listening on 127.0.0.1 only. */
export async function initCluster(dir: string, socketFolder: string, settings: string[] = []) {
  await asServerUser('initdb', ['-D', dir, '-U', 'rezervo', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  appendFileSync(
    join(dir, 'postgresql.conf'),
    [
      "listen_addresses = '127.0.0.1'",
      `unix_socket_directories = '${socketFolder}'`,
      'fsync = off',
      'max_connections = 200',
      ...settings,
      '',
    ].join('\n'),
  )
}

/** `pg_ctl start` on `port`, waiting until it accepts connections. */
export function startClusterOn(dir: string, port: number, log: string) {
  return asServerUser('pg_ctl', ['-D', dir, '-l', log, '-w', '-t', '60', '-o', `-p ${port}`, 'start'])
}

/** Stops the cluster at once, as a crash would (`-m immediate`); nothing if it is not running. */
export async function stopClusterImmediately(dir: string) {
  await asServerUser('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
}

/** One PostgreSQL 15 server of a test's own, in a temporary folder, on a free port. */
export interface OwnCluster {
  /** postgres://… of its database `rezervo`. */
  url: string
  port: number
  /** `pg_ctl stop -m immediate`: every connection cut, no shutdown message (the outage tests' fault). */
  crash(): Promise<void>
  /** Starts it again on the same port; answers once it accepts connections (after crash recovery). */
  start(): Promise<void>
  stop(): Promise<void>
}

export async function startOwnCluster(settings: string[] = []): Promise<OwnCluster> {
  const folder = makeClusterFolder('rezervo-cluster-')
  const dir = join(folder, 'data')
  const log = join(folder, 'server.log')
  const port = await freePort()
  try {
    await initCluster(dir, folder, settings)
    await startClusterOn(dir, port, log)
    await asServerUser('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'rezervo', 'rezervo'])
  } catch (error) {
    await stopClusterImmediately(dir)
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://rezervo@127.0.0.1:${port}/rezervo`,
    port,
    crash: () => asServerUser('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).then(() => {}),
    start: () => startClusterOn(dir, port, log).then(() => {}),
    async stop() {
      await stopClusterImmediately(dir)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}
