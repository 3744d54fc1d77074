import { sql } from 'drizzle-orm'
import type { DatabaseOrTransaction } from '../db/client'
import { jobLeases } from '../db/schema'

/**
 * Takes the lease `name` for `holder` until `expiresAt`, in one statement: granted when nobody holds it, when
 * `holder` holds it already (a renewal), or when the last holder's lease expired by `now` (its process died).
 * Two processes asking at once cannot both get it: the row's upsert settles them. True when granted.
 */
export async function takeLease(
  db: DatabaseOrTransaction,
  name: string,
  holder: string,
  now: Date,
  expiresAt: Date,
): Promise<boolean> {
  const granted = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt },
      setWhere: sql`${jobLeases.holder} = ${holder} or ${jobLeases.expiresAt} <= ${now.toISOString()}::timestamptz`,
    })
    .returning({ holder: jobLeases.holder })
  return granted.length > 0
}

/** Gives the lease up if `holder` has it, so another process need not wait for it to expire. */
export async function releaseLease(db: DatabaseOrTransaction, name: string, holder: string) {
  await db.execute(
    sql`delete from ${jobLeases} where ${jobLeases.name} = ${name} and ${jobLeases.holder} = ${holder}`,
  )
}
