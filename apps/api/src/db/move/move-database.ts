import pg from 'pg'
import { MIGRATION_LOCK_ID, openDatabase } from '../client'
import { runMigrations, runSchemaMigrationsInTransaction } from '../migrate'
import { poolOf } from '../pool-of'
import { MoveRefused } from './move-refused'
import { copyStoppedDataFolder } from './source-folder'
import {
  dependencyOrder,
  qualified,
  readSequences,
  readTables,
  type TableShape,
  writeSequences,
} from './table-catalog'
import { copyTableRows, fingerprintTable, type TableFingerprint, useComparableText } from './table-rows'

export interface MoveOptions {
  /** The stopped PGlite data folder; only read. */
  sourceDir: string
  /** An empty PostgreSQL database. */
  targetUrl: string
  /** Told of each step as it ends. */
  log(line: string): void
}

export interface MovedTable extends TableFingerprint {
  name: string
}

export interface MoveReport {
  tables: MovedTable[]
  sequences: number
  migrations: number
}

/**
 * Moves a stopped PGlite data folder into an empty PostgreSQL database (decision 065). The folder is copied
 * and the copy migrated to this release; on the target, one transaction creates the schema with the same
 * migrations, copies every table in foreign-key order, sets the sequences and compares each table's row count
 * and checksum with the source's. Anything wrong rolls it all back, leaving the target as it was.
 */
export async function moveDatabase(options: MoveOptions): Promise<MoveReport> {
  const copy = copyStoppedDataFolder(options.sourceDir)
  options.log(
    `Copied ${options.sourceDir} (${megabytes(copy.bytes)}) to ${copy.path}; the move reads the copy.`,
  )
  const target = new pg.Client({ connectionString: options.targetUrl })
  // A connection lost mid-move surfaces as the failed query's error; this keeps the process from crashing first.
  target.on('error', () => {})
  let source: Awaited<ReturnType<typeof openDatabase>> | undefined
  try {
    source = await openDatabase({ dataDir: copy.path })
    await runMigrations(source)
    // PGlite's pool has the one connection: the move holds it.
    const sourceClient = await poolOf(source.db).connect()
    try {
      await target.connect()
      return await moveInTransactions(sourceClient, target, options.log)
    } finally {
      sourceClient.release()
    }
  } finally {
    await target.end().catch(() => {})
    await source?.close()
    copy.remove()
  }
}

async function moveInTransactions(source: pg.ClientBase, target: pg.Client, log: (line: string) => void) {
  await useComparableText(source)
  await useComparableText(target)
  await source.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
  await target.query('BEGIN')
  try {
    const migrations = await createSchema(source, target)
    log(`Target was empty; ${migrations} migrations applied in the move's transaction.`)
    const tables = dependencyOrder(await readTables(source))
    await assertSameTables(tables, await readTables(target))
    // The migrations seed some rows (the plans); the source's rows replace them.
    await target.query(`TRUNCATE ${tables.map((table) => qualified(table.name)).join(', ')}`)
    for (const table of tables) {
      // The rows are a state being restored, not events: triggers that notify or keep derived rows stay quiet.
      await target.query(`ALTER TABLE ${qualified(table.name)} DISABLE TRIGGER USER`)
      await copyTableRows(source, target, table)
      await target.query(`ALTER TABLE ${qualified(table.name)} ENABLE TRIGGER USER`)
    }
    const sequences = await readSequences(source)
    await writeSequences(target, sequences)
    const moved = await verifyTables(source, target, tables, log)
    await target.query('COMMIT')
    return { tables: moved, sequences: sequences.length, migrations }
  } catch (error) {
    await target.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await source.query('ROLLBACK').catch(() => {})
  }
}

/**
 * Refuses a target that holds any table of its own or Rezervo's migrations, then migrates it inside the open
 * transaction, under the lock a starting Rezervo migrates under. Answers how many migrations it applied.
 */
async function createSchema(source: pg.ClientBase, target: pg.Client): Promise<number> {
  await target.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID])
  const { rows } = await target.query<{ tables: number; migrated: boolean }>(
    `SELECT (SELECT count(*) FROM pg_tables WHERE schemaname = 'public')::int AS tables,
       to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS migrated`,
  )
  const found = rows[0]!
  if (found.tables > 0 || found.migrated)
    throw new MoveRefused(
      'target',
      found.migrated
        ? 'the target database already holds Rezervo migrations: move into a new, empty database'
        : `the target database is not empty (${found.tables} tables in its public schema): move into a new, empty database`,
    )
  await runSchemaMigrationsInTransaction(target)
  const listMigrations = `SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at, id`
  const sourceMigrations = (await source.query(listMigrations)).rows
  const targetMigrations = (await target.query(listMigrations)).rows
  if (JSON.stringify(sourceMigrations) !== JSON.stringify(targetMigrations))
    throw new MoveRefused(
      'source',
      `the data folder has ${sourceMigrations.length} migrations and this release ${targetMigrations.length}: ` +
        'it was written by another release of Rezervo; move it with that release',
    )
  return targetMigrations.length
}

async function assertSameTables(source: readonly TableShape[], target: readonly TableShape[]) {
  const names = (tables: readonly TableShape[]) => tables.map((table) => table.name).sort()
  const missing = names(source).filter((name) => !names(target).includes(name))
  const extra = names(target).filter((name) => !names(source).includes(name))
  if (missing.length > 0 || extra.length > 0)
    throw new MoveRefused(
      'source',
      `the schemas differ after migrating both: only in the data folder ${missing.join(', ') || 'none'}, ` +
        `only in the target ${extra.join(', ') || 'none'}`,
    )
}

/** Compares every table's row count and checksum on both sides; a difference rolls the move back. */
async function verifyTables(
  source: pg.ClientBase,
  target: pg.ClientBase,
  tables: readonly TableShape[],
  log: (line: string) => void,
): Promise<MovedTable[]> {
  const moved: MovedTable[] = []
  const differing: string[] = []
  const width = Math.max(...tables.map((table) => table.name.length))
  for (const table of tables) {
    const before = await fingerprintTable(source, table.name)
    const after = await fingerprintTable(target, table.name)
    const equal = before.rows === after.rows && before.checksum === after.checksum
    if (!equal) differing.push(`${table.name} (${before.rows} rows → ${after.rows})`)
    log(
      `  ${table.name.padEnd(width)} ${String(after.rows).padStart(9)} rows  ${after.checksum}  ${equal ? 'equal' : `DIFFERS from ${before.rows} rows ${before.checksum}`}`,
    )
    moved.push({ name: table.name, ...after })
  }
  if (differing.length > 0)
    throw new MoveRefused('mismatch', `the copy differs from the data folder in ${differing.join(', ')}`)
  return moved
}

const megabytes = (bytes: number) =>
  `${new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(bytes / 1024 / 1024)} MB`
