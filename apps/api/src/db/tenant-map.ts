import { getTableName, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as schema from './schema'

/**
 * How each table of the Drizzle schema reaches its tenant, the company (docs/scaling.md, "Distributing
 * tenants"): it carries `company_id` itself, it reaches a table that does through its foreign keys, or it belongs
 * to no company (accounts, the catalogue, the platform's own rows). Derived from the schema, so the document
 * says what the code has: `node --import tsx apps/api/src/db/tenant-map-cli.ts` prints it.
 */
export interface TenantPath {
  table: string
  kind: 'the company' | 'carries company_id' | 'through a parent' | 'no company'
  /** For `through a parent`: the foreign keys followed, `reservation_items.reservation_id → reservations`. */
  path: string[]
  /** Whether the company column (or the first foreign key followed) may be null. */
  nullable: boolean
}

interface TableFacts {
  name: string
  companyColumn: { nullable: boolean } | undefined
  parents: { column: string; parent: string; nullable: boolean }[]
}

/** The schema names columns in camelCase; the database (casing: 'snake_case') in snake_case. */
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

function tableFacts(): TableFacts[] {
  return Object.values(schema as Record<string, unknown>)
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => {
      const config = getTableConfig(table)
      const company = config.columns.find((column) => snakeCase(column.name) === 'company_id')
      return {
        name: config.name,
        companyColumn: company ? { nullable: !company.notNull } : undefined,
        parents: config.foreignKeys.flatMap((key) => {
          const reference = key.reference()
          const parent = getTableName(reference.foreignTable)
          const column = reference.columns[0]
          return column && parent !== config.name && reference.columns.length === 1
            ? [{ column: snakeCase(column.name), parent, nullable: !column.notNull }]
            : []
        }),
      }
    })
}

/** Every table with its way to a company, the shortest by foreign keys, not-null keys first. */
export function tenantMap(): TenantPath[] {
  const facts = tableFacts()
  const byName = new Map(facts.map((table) => [table.name, table]))
  const pathOf = (start: TableFacts): TenantPath => {
    if (start.name === 'companies')
      return { table: start.name, kind: 'the company', path: [], nullable: false }
    if (start.companyColumn)
      return {
        table: start.name,
        kind: 'carries company_id',
        path: [],
        nullable: start.companyColumn.nullable,
      }
    // Breadth first, so the shortest chain wins; parents through a not-null key are tried first.
    const queue: { table: TableFacts; path: string[]; nullable: boolean }[] = [
      { table: start, path: [], nullable: false },
    ]
    const seen = new Set([start.name])
    while (queue.length > 0) {
      const { table, path, nullable } = queue.shift()!
      const parents = [...table.parents].sort((a, b) => Number(a.nullable) - Number(b.nullable))
      for (const { column, parent, nullable: keyNullable } of parents) {
        const next = byName.get(parent)
        if (!next || seen.has(parent)) continue
        seen.add(parent)
        const step = [...path, `${table.name}.${column} → ${parent}`]
        const stepNullable = path.length === 0 ? keyNullable : nullable
        if (next.companyColumn)
          return { table: start.name, kind: 'through a parent', path: step, nullable: stepNullable }
        queue.push({ table: next, path: step, nullable: stepNullable })
      }
    }
    return { table: start.name, kind: 'no company', path: [], nullable: false }
  }
  const order: TenantPath['kind'][] = ['the company', 'carries company_id', 'through a parent', 'no company']
  return facts
    .map(pathOf)
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.table.localeCompare(b.table))
}

/** The map as the Markdown table docs/scaling.md holds. */
export function tenantMapMarkdown(paths: readonly TenantPath[] = tenantMap()): string {
  const rows = paths.map((entry) => {
    const how =
      entry.kind === 'through a parent'
        ? entry.path.join(', ')
        : entry.kind === 'carries company_id'
          ? 'its own `company_id`'
          : entry.kind === 'the company'
            ? 'its `id`'
            : '—'
    return `| \`${entry.table}\` | ${entry.kind} | ${how} | ${entry.nullable ? 'may be null' : ''} |`
  })
  return ['| table | tenant | how | |', '|---|---|---|---|', ...rows].join('\n')
}
