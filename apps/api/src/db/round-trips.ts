/**
 * Counts the SQL statements the API sends to the database (each is one round trip: the pg driver sends a
 * statement's parse, bind and execute in one flight), so tests and `npm run bench` can hold a request to a
 * number of round trips. The database client records every statement Drizzle runs, and BEGIN and COMMIT of
 * a transaction, on both engines (db/client.ts); a caller measures the statements of the work it awaits:
 *
 *   const { value, roundTrips } = await countRoundTrips(() => app.inject({ url: '/api/v1/…' }))
 *
 * The count follows the async context, so work running beside it (another request, the outbox loop) does
 * not add to it.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

const current = new AsyncLocalStorage<string[]>()

/** Called by the database client once per statement it sends. */
export function recordRoundTrip(statement: string): void {
  current.getStore()?.push(statement)
}

export interface CountedRoundTrips<T> {
  value: T
  roundTrips: number
  /** The statements' SQL in the order sent, to say what a count is made of. */
  statements: string[]
}

/**
 * Runs `fn` and tells how many statements the database client sent on its behalf. A test that must know
 * when work in progress has sent a statement passes `statements` and watches it fill.
 */
export async function countRoundTrips<T>(
  fn: () => Promise<T>,
  statements: string[] = [],
): Promise<CountedRoundTrips<T>> {
  // Awaited inside the context: a thenable such as app.inject's starts its work when awaited.
  const value = await current.run(statements, async () => await fn())
  return { value, roundTrips: statements.length, statements }
}
