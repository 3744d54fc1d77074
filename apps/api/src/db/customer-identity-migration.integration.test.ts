import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { asc, eq, inArray, sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEmptyTestDatabase } from '../testing/test-database'
import type { DatabaseHandle } from './client'
import { migrationsFolder, runMigrations } from './migrate'
import {
  branches,
  customers,
  dataMigrations,
  payments,
  reservationHistory,
  reservations,
  users,
  workers,
} from './schema'

/** Applies the SQL migrations up to and including `lastTag`, as a database made before the next one would be. */
async function migrateUpTo(handle: DatabaseHandle, lastTag: string) {
  const folder = mkdtempSync(join(tmpdir(), 'rezervo-migrations-'))
  try {
    cpSync(migrationsFolder, folder, { recursive: true })
    const journalPath = join(folder, 'meta', '_journal.json')
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] }
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag)
    if (last < 0) throw new Error(`no migration ${lastTag}`)
    writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }))
    await migrate(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder })
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Runs raw SQL (the tables are as migration 0006 left them, which the current schema objects are not). */
async function insertRow(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await handle.db.execute(query)) as unknown as { rows: { id: number }[] }
  return Number(result.rows[0]!.id)
}

describe('migration 0007 and the phone data migration on a database made before them', () => {
  let handle: DatabaseHandle
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    handle = await createEmptyTestDatabase()
    await migrateUpTo(handle, '0006_reservation_ics_sequence')
    const company = await insertRow(handle, sql`insert into companies (name) values ('Střihy') returning id`)
    const otherCompany = await insertRow(
      handle,
      sql`insert into companies (name) values ('Jinde') returning id`,
    )
    ids.branch = await insertRow(
      handle,
      sql`insert into branches (company_id, name, slug, phone) values (${company}, 'Střihy', 'strihy-migrace', '731-000-222') returning id`,
    )
    ids.worker = await insertRow(
      handle,
      sql`insert into workers (company_id, name, phone) values (${company}, 'Petr', 'call me') returning id`,
    )
    ids.user = await insertRow(
      handle,
      sql`insert into users (first_name, surname, email, phone, password_hash) values ('Olga', 'Nová', 'olga@example.cz', '00420 603 123 456', 'x') returning id`,
    )
    const customer = (email: string, phone: string | null, firstName = 'Alena') =>
      insertRow(
        handle,
        sql`insert into customers (company_id, first_name, surname, email, phone, search_text) values (${company}, ${firstName}, 'Nová', ${email}, ${phone}, 'stary text') returning id`,
      )
    // The same mailbox three times over the years, once typed with capitals and spaces.
    ids.oldest = await customer('Alena@Example.cz', null)
    ids.newer = await customer(' alena@example.cz ', '731 000 111')
    ids.newest = await customer('ALENA@EXAMPLE.CZ', '+420 602 000 000')
    ids.archived = await insertRow(
      handle,
      sql`insert into customers (company_id, first_name, surname, email, archived_at) values (${company}, 'Alena', 'Stará', 'Alena@example.cz', now()) returning id`,
    )
    ids.elsewhere = await insertRow(
      handle,
      sql`insert into customers (company_id, first_name, surname, email) values (${otherCompany}, 'Alena', 'Jinde', 'Alena@Example.cz') returning id`,
    )
    ids.bara = await customer('bara@example.cz', '+420 731 000 111', 'Bára')
    const item = await insertRow(
      handle,
      sql`insert into items (company_id, name, duration_minutes, price_czk) values (${company}, 'Střih', 30, 400) returning id`,
    )
    expect(item).toBeGreaterThan(0)
    ids.reservation = await insertRow(
      handle,
      sql`insert into reservations (company_id, branch_id, worker_id, customer_id, starts_at, ends_at, price_czk, source)
          values (${company}, ${ids.branch}, ${ids.worker}, ${ids.newer}, '2026-12-01T09:00:00Z', '2026-12-01T09:30:00Z', 400, 'online') returning id`,
    )
    await insertRow(
      handle,
      sql`insert into reservation_history (reservation_id, actor, action) values (${ids.reservation}, 'customer', 'created') returning id`,
    )
    ids.payment = await insertRow(
      handle,
      sql`insert into payments (company_id, reservation_id, amount_czk, method, paid_at) values (${company}, ${ids.reservation}, 400, 'cash', now()) returning id`,
    )
    await runMigrations(handle)
  })

  afterAll(async () => {
    await handle?.close()
  })

  const customerRow = async (id: number | undefined) =>
    (await handle.db.select().from(customers).where(eq(customers.id, id!)))[0]!

  it('keeps the oldest of emails that differ only in case and merges the newer ones into it', async () => {
    const oldest = await customerRow(ids.oldest)
    expect(oldest).toMatchObject({ email: 'alena@example.cz', archivedAt: null, mergedIntoCustomerId: null })
    // Its empty phone is filled from the first newer one that has one; its own data is not overwritten.
    expect(oldest.phone).toBe('+420731000111')
    for (const id of [ids.newer, ids.newest]) {
      const merged = await customerRow(id)
      expect(merged.archivedAt).not.toBeNull()
      expect(merged.mergedIntoCustomerId).toBe(ids.oldest)
      expect(merged.email).toBe('alena@example.cz')
    }
  })

  it('moves the reservations, with their payments and history, and records the merge by the system', async () => {
    const [reservation] = await handle.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, ids.reservation!))
    expect(reservation!.customerId).toBe(ids.oldest)
    const [payment] = await handle.db.select().from(payments).where(eq(payments.id, ids.payment!))
    expect(payment!.reservationId).toBe(ids.reservation)
    const history = await handle.db
      .select()
      .from(reservationHistory)
      .where(eq(reservationHistory.reservationId, ids.reservation!))
      .orderBy(asc(reservationHistory.id))
    expect(history.map((row) => [row.action, row.actor])).toEqual([
      ['created', 'customer'],
      ['customer_merged', 'system'],
    ])
    expect(history[1]!.changes).toEqual({ customer_id: { from: ids.newer, to: ids.oldest } })
  })

  it('lower-cases every email but leaves other companies and archived customers where they were', async () => {
    expect(await customerRow(ids.elsewhere)).toMatchObject({ email: 'alena@example.cz', archivedAt: null })
    const archived = await customerRow(ids.archived)
    expect(archived).toMatchObject({ email: 'alena@example.cz', mergedIntoCustomerId: null })
    expect(archived.archivedAt).not.toBeNull()
  })

  it('holds one live customer per email whatever its case', async () => {
    const duplicate = handle.db.insert(customers).values({
      companyId: (await customerRow(ids.oldest)).companyId,
      firstName: 'Alena',
      surname: 'Znovu',
      email: 'ALENA@example.cz',
    })
    await expect(duplicate).rejects.toMatchObject({
      cause: expect.objectContaining({ constraint: 'customers_company_lower_email_unique' }),
    })
  })

  it('stores every phone that parses in E.164 and leaves the others as typed', async () => {
    const [branch] = await handle.db.select().from(branches).where(eq(branches.id, ids.branch!))
    const [worker] = await handle.db.select().from(workers).where(eq(workers.id, ids.worker!))
    const [user] = await handle.db.select().from(users).where(eq(users.id, ids.user!))
    expect([branch!.phone, worker!.phone, user!.phone]).toEqual(['+420731000222', 'call me', '+420603123456'])
    const bara = await customerRow(ids.bara)
    expect(bara.phone).toBe('+420731000111')
    // The search text follows the phone (digits) and the email (lower case).
    expect(bara.searchText).toBe('bara nova bara@example.cz 420731000111')
    const newest = await customerRow(ids.newest)
    expect(newest.phone).toBe('+420602000000')
  })

  it('applies the data migration once', async () => {
    const applied = await handle.db.select().from(dataMigrations)
    expect(applied.map((row) => row.name)).toEqual(['2026-11-24-phones-to-e164'])
    await handle.db.update(workers).set({ phone: '777 000 111' }).where(eq(workers.id, ids.worker!))
    await runMigrations(handle)
    const [worker] = await handle.db
      .select()
      .from(workers)
      .where(inArray(workers.id, [ids.worker!]))
    expect(worker!.phone).toBe('777 000 111')
  })
})
