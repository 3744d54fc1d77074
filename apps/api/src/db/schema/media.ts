import { customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { companies } from './business'
import { createdAt, id } from './columns'

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, both Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
})

/**
 * Uploaded photos of branches and workers. They live in PostgreSQL, like sessions and jobs, so every API
 * instance behind a load balancer serves the same files without shared disks.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    companyId: integer()
      .notNull()
      .references(() => companies.id),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    /** The start of the SHA-256 of the bytes: part of the URL, so a URL never shows other bytes. */
    digest: text().notNull(),
    bytes: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('images_company_idx').on(t.companyId)],
)
