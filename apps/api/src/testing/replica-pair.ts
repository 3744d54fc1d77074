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

/** A PostgreSQL 15 primary and a streaming hot standby of it, in a temporary folder, for tests and the drill. */
export interface ReplicaPair {
  /** postgres://… of the database `rezervo` on the primary and on the standby. */
  primaryUrl: string
  standbyUrl: string
  primaryPort: number
  standbyPort: number
  /** Stops the standby at once, as a crash would. */
  stopStandby(): Promise<void>
  /** Restarts the primary (the drill's fault): a fast shutdown, then a start. */
  restartPrimary(): Promise<void>
  stop(): Promise<void>
}

async function asServerUser(command: string, args: string[]) {
  const [file, fileArgs] = AS_POSTGRES
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args]
  return run(file, fileArgs, { maxBuffer: 16 * 1024 * 1024 })
}

export interface ReplicaPairOptions {
  /** recovery_min_apply_delay of the standby: how far behind it replays commits (a test's lagging replica). */
  applyDelayMs?: number
  /** Extra lines for both clusters' postgresql.conf. */
  settings?: string[]
}

/**
 * initdb, a primary on a free port, `pg_basebackup -R` into a standby on another, both started; the database
 * `rezervo` created on the primary (and so streamed to the standby). Trust authentication on 127.0.0.1 only.
 */
export async function startReplicaPair(options: ReplicaPairOptions = {}): Promise<ReplicaPair> {
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-replica-'))
  chmodSync(folder, 0o755)
  if (AS_POSTGRES) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(folder, id('-u'), id('-g'))
  }
  const primaryDir = join(folder, 'primary')
  const standbyDir = join(folder, 'standby')
  const [primaryPort, standbyPort] = [await freePort(), await freePort()]
  const logOf = (name: string) => join(folder, `${name}.log`)
  const ctl = (dir: string, action: string, port: number, name: string) =>
    asServerUser('pg_ctl', ['-D', dir, '-l', logOf(name), '-w', '-t', '60', '-o', `-p ${port}`, action])
  try {
    await asServerUser('initdb', [
      '-D',
      primaryDir,
      '-U',
      'rezervo',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ])
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        'fsync = off',
        'max_connections = 200',
        ...(options.settings ?? []),
        '',
      ].join('\n'),
    )
    await ctl(primaryDir, 'start', primaryPort, 'primary')
    await asServerUser('createdb', ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'rezervo', 'rezervo'])
    await asServerUser('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'rezervo', '-D', standbyDir],
      ...['-R', '-X', 'stream', '--no-sync', '--checkpoint=fast'],
    ])
    if (options.applyDelayMs)
      appendFileSync(
        join(standbyDir, 'postgresql.conf'),
        `recovery_min_apply_delay = '${options.applyDelayMs}ms'\n`,
      )
    await ctl(standbyDir, 'start', standbyPort, 'standby')
  } catch (error) {
    await stopCluster(primaryDir)
    rmSync(folder, { recursive: true, force: true })
    throw error
  }
  const url = (port: number) => `postgres://rezervo@127.0.0.1:${port}/rezervo`
  return {
    primaryUrl: url(primaryPort),
    standbyUrl: url(standbyPort),
    primaryPort,
    standbyPort,
    stopStandby: () => stopCluster(standbyDir),
    async restartPrimary() {
      await asServerUser('pg_ctl', ['-D', primaryDir, '-m', 'fast', '-w', 'stop'])
      await ctl(primaryDir, 'start', primaryPort, 'primary')
    },
    async stop() {
      await stopCluster(standbyDir)
      await stopCluster(primaryDir)
      rmSync(folder, { recursive: true, force: true })
    },
  }
}

async function stopCluster(dir: string) {
  await asServerUser('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => {})
}
