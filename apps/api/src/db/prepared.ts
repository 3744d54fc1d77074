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
 *
 * `definePreparedStatement` also spares Node the text: the statement is written with Drizzle's placeholders,
 * built once per shape and run with each request's values (decision 053); `executeNamed` builds the text of
 * the SQL it is given on every call.
 */
import { createHash } from 'node:crypto'
import { is, Param, Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm'

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
    ): { execute(placeholderValues?: Record<string, unknown>): Promise<unknown> }
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

/** A statement's text and parameters as Drizzle built them, placeholders still in, with its name. */
interface BuiltStatement {
  query: { sql: string; params: unknown[] }
  name: string
}

/** The values of a statement's placeholders, by placeholder name. */
export type PlaceholderValues = Record<string, unknown>

/**
 * The placeholders (sql.placeholder) of `values`' names, for a statement's text, or the values themselves as
 * parameters (sql.param), for one built on every run: a fragment written against these serves both.
 */
export type Slots<Values extends PlaceholderValues> = { readonly [Name in keyof Values]: SQLWrapper }

/** `sql.placeholder(name)` for each of the values' names. */
export function placeholdersOf<Values extends PlaceholderValues>(values: Values): Slots<Values> {
  return Object.fromEntries(
    Object.keys(values).map((name) => [name, sql.placeholder(name)]),
  ) as unknown as Slots<Values>
}

/** `sql.param(value)` for each value: the same fragment as one bound at once (an array stays one parameter). */
export function paramsOf<Values extends PlaceholderValues>(values: Values): Slots<Values> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, sql.param(value)]),
  ) as unknown as Slots<Values>
}

/**
 * A part of a statement built once (definePreparedStatement) that another module writes: a CTE's write, a lock,
 * a check. `build` writes its text with placeholders only (called on the statement's first run of a shape),
 * `shape` says what that text depends on (never a value), `values` fill its placeholders this time; a part's
 * placeholder names are its own (a prefix), so parts of one statement never share one (mergeValues checks).
 */
export interface PreparedPart<Db = unknown> {
  shape: string
  build(db: Db): SQL
  values: PlaceholderValues
}

/** A part whose placeholders are the names of `values` (placeholdersOf), with the text `build` writes with them. */
export function preparedPart<Values extends PlaceholderValues, Db = unknown>(
  shape: string,
  values: Values,
  build: (slots: Slots<Values>, db: Db) => SQL,
): PreparedPart<Db> {
  return { shape, values, build: (db) => build(placeholdersOf(values), db) }
}

/** The values of several parts' placeholders as one object; a name two parts use is a mistake, and throws. */
export function mergeValues(...sets: PlaceholderValues[]): PlaceholderValues {
  const merged: PlaceholderValues = {}
  for (const values of sets) {
    for (const name in values) {
      if (name in merged) throw new Error(`placeholder "${name}" is used by two parts of one statement`)
      merged[name] = values[name]
    }
  }
  return merged
}

/** A statement built once per shape by Drizzle and run with each request's values (definePreparedStatement). */
export interface PreparedStatement<Shape, Row, Db> {
  /**
   * Runs the statement of `shape` with `values` for its placeholders; the text of a shape is built (`build`,
   * then Drizzle's sqlToQuery) on its first run only. Drizzle fills the placeholders, through a column's
   * encoder where the placeholder stands for a column's value, and throws for one without a value.
   */
  run(db: Db, values: PlaceholderValues, shape: Shape): Promise<{ rows: Row[] }>
}

/** A placeholder as Drizzle leaves it in a built query's parameters: bare, or a column's (with its encoder). */
const isPlaceholder = (param: unknown) =>
  is(param, Placeholder) || (is(param, Param) && is(param.value, Placeholder))

/** A statement has a few shapes (optional parts, a count of rows); more than this means a shape key is wrong. */
const MAX_SHAPES_PER_STATEMENT = 64

/**
 * A hot statement whose text is built once per shape instead of on every request (issue 16, decision 053):
 * `build(shape, db)` writes it with `sql.placeholder` for every value (placeholdersOf, preparedPart),
 * `shapeKey(shape)` names what its text depends on (optional CTEs, a number of rows), never a value. On
 * PostgreSQL it runs as a named statement (`<base>_<hash of the text>`, as executeNamed); on PGlite unnamed,
 * for executeNamed's reason.
 *
 * Two limits of Drizzle's placeholders (0.45) to keep in mind when writing `build`: a value the text holds
 * as a plain parameter would be fixed at the first build, so a built text with any parameter but a
 * placeholder throws (a column's `$defaultFn` would be such a value; the schema has none); and a placeholder standing for a column's value is filled through the column's
 * encoder even when null (a timestamp's throws, a jsonb's stores JSON null), so a nullable timestamp or jsonb
 * is written as a cast placeholder (`sql\`${p.at}::timestamptz\``) with its value as text or null.
 */
export function definePreparedStatement<
  Row,
  Shape = undefined,
  Db extends ExecutingDatabase = ExecutingDatabase,
>(
  base: string,
  build: (shape: Shape, db: Db) => SQL,
  shapeKey: (shape: Shape) => string = () => '',
): PreparedStatement<Shape, Row, Db> {
  // Per dialect (a database and its transactions share one): the text follows the dialect's settings.
  const builtByDialect = new WeakMap<object, Map<string, BuiltStatement>>()
  return {
    async run(db, values, shape) {
      const internals = db as unknown as DrizzleInternals
      let byShape = builtByDialect.get(internals.dialect)
      if (!byShape) {
        byShape = new Map()
        builtByDialect.set(internals.dialect, byShape)
      }
      const key = shapeKey(shape)
      let built = byShape.get(key)
      if (!built) {
        const query = internals.dialect.sqlToQuery(build(shape, db))
        // A value in the text would be every later run's value too: only placeholders may be parameters.
        if (!query.params.every(isPlaceholder)) {
          throw new Error(`statement ${base} (${key}) holds a value instead of a placeholder`)
        }
        built = { query, name: statementName(base, query.sql) }
        if (byShape.size >= MAX_SHAPES_PER_STATEMENT) byShape.clear()
        byShape.set(key, built)
      }
      const name = namingDialects.has(internals.dialect) ? built.name : undefined
      const prepared = internals.session.prepareQuery(built.query, undefined, name, false)
      return (await prepared.execute(values)) as { rows: Row[] }
    },
  }
}
