/**
 * Named (prepared) statements for the fixed statements of hot paths, the public booking's above all
 * (issue 16, decision 047). PostgreSQL parses and plans a named statement once per connection and, after a
 * few runs, keeps a generic plan, instead of parsing and planning the whole text on every request; the pg
 * driver sends only Bind and Execute once a connection knows the name.
 *
 * The name carries a hash of the statement's text, so a statement whose text varies with its input (the
 * number of chosen items, optional CTEs) gets one name per shape and never runs another shape's plan.
 * Only on PostgreSQL: embedded PGlite has one session that every socket connection shares (decision 024),
 * so a second connection (the listener, a test's second app, a replaced connection) would prepare a name
 * the session already has, and fail; there the statement runs unnamed, as before.
 */
import { createHash } from 'node:crypto'
import type { SQL } from 'drizzle-orm'

/**
 * What of a database or transaction (db/client.ts) this module uses; structural, so client.ts can register
 * its database here without an import cycle.
 */
interface ExecutingDatabase {
  execute(query: SQL): PromiseLike<unknown>
}

/** Drizzle's internals a named execution needs (the same calls its `db.execute` makes, with a name). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } }
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown> }
  }
}

/** The dialects of databases whose statements may be named; a transaction shares its database's dialect. */
const namingDialects = new WeakSet<object>()

/** Lets `executeNamed` name statements on this database and its transactions (PostgreSQL's, db/client.ts). */
export function allowNamedStatements(db: ExecutingDatabase): void {
  namingDialects.add((db as unknown as DrizzleInternals).dialect)
}

/**
 * Names already worked out, by base and text: a hot statement has a few shapes, and hashing its whole text on
 * every run was measurable CPU per booking. Bounded: emptied when full (statements are a fixed, small set).
 */
const names = new Map<string, Map<string, string>>()
const MAX_NAMES_PER_BASE = 256

/** The name a statement's text runs under: `<base>_<hash>`, within PostgreSQL's 63 characters. */
export function statementName(base: string, text: string): string {
  let byText = names.get(base)
  if (!byText) {
    byText = new Map()
    names.set(base, byText)
  }
  let name = byText.get(text)
  if (name === undefined) {
    name = `${base}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`
    if (byText.size >= MAX_NAMES_PER_BASE) byText.clear()
    byText.set(text, name)
  }
  return name
}

/**
 * Runs `query` as a named statement where the database allows it (see above), else as `db.execute` does;
 * answers what `db.execute` answers (the driver's result, `rows`). Each run is still one round trip, counted
 * like any other (db/round-trips.ts).
 */
export async function executeNamed<Row>(
  db: ExecutingDatabase,
  base: string,
  query: SQL,
): Promise<{ rows: Row[] }> {
  const internals = db as unknown as DrizzleInternals
  if (!namingDialects.has(internals.dialect)) return (await db.execute(query)) as unknown as { rows: Row[] }
  const built = internals.dialect.sqlToQuery(query)
  const prepared = internals.session.prepareQuery(built, undefined, statementName(base, built.sql), false)
  return (await prepared.execute()) as { rows: Row[] }
}
