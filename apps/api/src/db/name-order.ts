import { type AnyColumn, type SQL, sql } from 'drizzle-orm'

const ACCENTED = 'áäčďéěëíĺľňóôöŕřšťúůüýžÁÄČĎÉĚËÍĹĽŇÓÔÖŔŘŠŤÚŮÜÝŽ'
const PLAIN = 'aacdeeeillnooorrstuuuyzaacdeeeillnooorrstuuuyz'

/**
 * Sort key for names: lower case without Czech accents, so 'Á' sorts with 'a' instead of after 'z' as the
 * byte order of the default collation has it. PGlite has no ICU Czech collation, so this is done by hand
 * and behaves the same on both engines.
 */
export function nameOrder(column: AnyColumn): SQL {
  // The letters as literals, not parameters: the customers' name index (schema/business.ts) is built on this
  // very expression, and the planner matches an index's expression only against the same constants.
  return sql`lower(translate(${column}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`
}
