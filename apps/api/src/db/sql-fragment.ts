/**
 * A piece of SQL built by a repository (Drizzle's `sql` template) that another module's code passes on
 * without looking inside: a lock to take or writes to run within another statement's round trip. Code
 * outside repositories names the type through here (decision 002: only repositories import Drizzle).
 */
export type { SQL as SqlFragment } from 'drizzle-orm'
