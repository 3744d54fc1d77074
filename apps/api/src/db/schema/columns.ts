import { integer, timestamp } from 'drizzle-orm/pg-core'

export const id = () => integer().primaryKey().generatedAlwaysAsIdentity()
export const instant = (name?: string) =>
  name
    ? timestamp(name, { withTimezone: true, mode: 'date' })
    : timestamp({ withTimezone: true, mode: 'date' })
export const createdAt = () => instant().notNull().defaultNow()
export const updatedAt = () => instant().notNull().defaultNow()
