import { PgTransaction } from 'drizzle-orm/pg-core'

/**
 * Runs independent reads together on the pool, each on a connection of its own, but one after another inside a
 * transaction. A transaction is one connection: a query sent while it is busy is queued by pg, which warns under
 * normal use that pg@9 will refuse it ("client.query() when the client is already executing a query", issue
 * 37). The services that write through a transaction (a reassignment, an absence's cancellations) reach the
 * same readers as a request does, so the readers cannot know which they got; this asks the handle.
 */
export async function readTogether<T extends unknown[]>(
  db: unknown,
  ...reads: { [K in keyof T]: () => PromiseLike<T[K]> }
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as T
}
