import { pgTable, text } from 'drizzle-orm/pg-core'
import { instant } from './columns'

/**
 * Data migrations that need application code (libphonenumber-js, say) rather than SQL, each applied once
 * after the SQL migrations (db/data-migrations).
 */
export const dataMigrations = pgTable('data_migrations', {
  name: text().primaryKey(),
  appliedAt: instant().notNull().defaultNow(),
})
