import { cpSync, existsSync, mkdtempSync, readdirSync, readlinkSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve, sep } from 'node:path'
import { MoveRefused } from './move-refused'

/**
 * The PGlite data folder a move reads. PGlite takes no lock on its folder: while it has the folder open, it keeps
 * `postmaster.pid` there (with a made-up process id, so the file cannot tell whether its owner still runs) and
 * holds relation and WAL files open. A clean close removes the file; a crash leaves it behind.
 */
export const POSTMASTER_PID = 'postmaster.pid'

/** The ids of the other processes that hold a file inside `folder` open (Linux's /proc; none found elsewhere). */
export function processesHolding(folder: string): number[] {
  const inside = resolve(folder) + sep
  let processIds: string[]
  try {
    processIds = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return []
  }
  const holders: number[] = []
  for (const processId of processIds) {
    if (Number(processId) === process.pid) continue
    let descriptors: string[]
    try {
      descriptors = readdirSync(`/proc/${processId}/fd`)
    } catch {
      continue // ended meanwhile, or another user's: not ours to read
    }
    const holds = descriptors.some((descriptor) => {
      try {
        return readlinkSync(`/proc/${processId}/fd/${descriptor}`).startsWith(inside)
      } catch {
        return false
      }
    })
    if (holds) holders.push(Number(processId))
  }
  return holders
}

/**
 * Refuses a folder that is no PGlite data folder, that a process holds open, or that was not closed cleanly
 * (its `postmaster.pid` is there: a server on another machine or in another container may be writing it, or one
 * crashed; starting Rezervo on it once and stopping it with SIGTERM leaves it clean).
 */
export function assertStoppedDataFolder(folder: string): void {
  if (!existsSync(join(folder, 'PG_VERSION')))
    throw new MoveRefused('source', `${folder} is not a PGlite data folder (it has no PG_VERSION)`)
  const holders = processesHolding(folder)
  if (holders.length > 0)
    throw new MoveRefused(
      'source',
      `${folder} is in use by process ${holders.join(', ')}: stop Rezervo (SIGTERM) before moving its data`,
    )
  if (existsSync(join(folder, POSTMASTER_PID)))
    throw new MoveRefused(
      'source',
      `${folder} was not closed cleanly (${POSTMASTER_PID} is there): a server elsewhere may still be using it, ` +
        'or it crashed. Stop every Rezervo on it; after a crash, start it once and stop it with SIGTERM',
    )
}

export interface FolderCopy {
  path: string
  bytes: number
  remove(): void
}

/**
 * Copies a stopped data folder to a private temporary folder (TMPDIR), which the move opens instead: opening
 * PGlite writes to its folder (the pid file, a checkpoint at close, migrations), and the source must stay as it
 * was. The checks run again after the copy, so a server that started meanwhile is caught.
 */
export function copyStoppedDataFolder(folder: string): FolderCopy {
  assertStoppedDataFolder(folder)
  const path = mkdtempSync(join(tmpdir(), 'rezervo-move-'))
  const remove = () => rmSync(path, { recursive: true, force: true })
  try {
    cpSync(folder, path, { recursive: true, preserveTimestamps: true })
    assertStoppedDataFolder(folder)
    if (existsSync(join(path, POSTMASTER_PID)))
      throw new MoveRefused('source', `${folder} was opened while it was being copied: stop Rezervo first`)
  } catch (error) {
    remove()
    throw error
  }
  return { path, bytes: folderBytes(path), remove }
}

function folderBytes(folder: string): number {
  let bytes = 0
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(join(entry.parentPath, entry.name)).size
  }
  return bytes
}
