import pg from 'pg'

/** A table of the public schema as a move copies it. */
export interface TableShape {
  name: string
  /** The columns a row is written with, in order: every column but the generated ones. */
  columns: string[]
  /** The other tables its foreign keys point at (a reference to itself is left out). */
  references: string[]
}

/** The public schema's tables, their writable columns and what their foreign keys reference, by name. */
export async function readTables(client: pg.ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<TableShape>(`
    SELECT c.relname::text AS name,
      array(SELECT a.attname::text FROM pg_attribute a
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
            ORDER BY a.attnum) AS columns,
      array(SELECT DISTINCT referenced.relname::text FROM pg_constraint f
            JOIN pg_class referenced ON referenced.oid = f.confrelid
            WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid <> c.oid) AS "references"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'
    ORDER BY c.relname`)
  return rows
}

/**
 * The tables in an order where each comes after every table it references, so that rows are written after the
 * rows their foreign keys point at (a table referencing itself is checked at the end of its one statement).
 * Throws on a cycle between tables, which no order can satisfy.
 */
export function dependencyOrder(tables: readonly TableShape[]): TableShape[] {
  const ordered: TableShape[] = []
  const placed = new Set<string>()
  let waiting = [...tables]
  while (waiting.length > 0) {
    const ready = waiting.filter((table) => table.references.every((name) => placed.has(name)))
    if (ready.length === 0)
      throw new Error(
        `the foreign keys of ${waiting.map((table) => table.name).join(', ')} form a cycle: no copy order exists`,
      )
    for (const table of ready) {
      ordered.push(table)
      placed.add(table.name)
    }
    waiting = waiting.filter((table) => !placed.has(table.name))
  }
  return ordered
}

/** `public."name"`, safe for any table name. */
export const qualified = (name: string) => `public.${pg.escapeIdentifier(name)}`

export interface SequenceState {
  name: string
  lastValue: string
  isCalled: boolean
}

/** Every sequence of the public schema (the identity columns' among them) with where it stands. */
export async function readSequences(client: pg.ClientBase): Promise<SequenceState[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT c.relname::text AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  )
  const states: SequenceState[] = []
  for (const { name } of rows) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${qualified(name)}`,
    )
    states.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called })
  }
  return states
}

/** Sets each sequence where the source's stands, so the next id continues after the copied rows. */
export async function writeSequences(client: pg.ClientBase, states: readonly SequenceState[]) {
  for (const state of states) {
    await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
      qualified(state.name),
      state.lastValue,
      state.isCalled,
    ])
  }
}
