// Breaks drizzle-only-in-repositories: a service that builds its own query.
import { sql } from 'drizzle-orm'

export const total = () => sql`select 1`
