import { defineConfig } from 'drizzle-kit'

// Generates SQL migrations from the schema; one set runs on both PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
})
