import { appendFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import {
  asServerUser,
  initCluster,
  makeClusterFolder,
  stopClusterImmediately as stopCluster,
} from './pg-cluster'
import { freePort } from './server-process'

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
  const folder = makeClusterFolder('rezervo-replica-')
  const primaryDir = join(folder, 'primary')
  const standbyDir = join(folder, 'standby')
  const [primaryPort, standbyPort] = [await freePort(), await freePort()]
  const logOf = (name: string) => join(folder, `${name}.log`)
  const ctl = (dir: string, action: string, port: number, name: string) =>
    asServerUser('pg_ctl', ['-D', dir, '-l', logOf(name), '-w', '-t', '60', '-o', `-p ${port}`, action])
  try {
    await initCluster(primaryDir, folder, options.settings)
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
