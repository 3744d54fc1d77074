// Allowed: a repository is where queries live.
import { sql } from 'drizzle-orm'

export const find = () => sql`select 1`
