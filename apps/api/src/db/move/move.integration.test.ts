import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { DEMO_BRANCH_SLUG } from '@rezervo/shared'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app'
import { repoRoot } from '../../config'
import { createFixedClock } from '../../lib/clock'
import { seedDemoData } from '../../seed/demo-seed'
import { seedTaxonomy } from '../../seed/taxonomy'
import { postBooking } from '../../testing/booking-client'
import { bookingBody } from '../../testing/booking-fixture'
import { testConfig } from '../../testing/test-app'
import { openDatabase } from '../client'
import { poolOf } from '../pool-of'
import { companies, images } from '../schema'

/** The compiled command, as `node apps/api/dist/db-move-cli.js` runs it; global-setup.ts builds it. */
const MOVE_CLI = join(repoRoot, 'apps/api/dist/db-move-cli.js')
const NOW = '2026-11-23T08:00:00.000Z'
/**
 * Each step starts PGlite or the compiled command (which starts PGlite again and migrates a copy): tens of
 * seconds on a quiet machine, minutes on one shared with other test runs.
 */
const SLOW_MS = 600_000
const serverUrl = process.env.TEST_DATABASE_URL
if (!serverUrl)
  console.log(
    'db:move tests skipped: they need a PostgreSQL server to move into (TEST_DATABASE_URL is not set)',
  )

/** A hash of every file's path and bytes: equal only if nothing in the folder changed. */
function folderHash(folder: string): string {
  const hash = createHash('sha256')
  const files = readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) hash.update(`${relative(folder, file)}\0`).update(readFileSync(file))
  return hash.digest('hex')
}

function runMove(args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [MOVE_CLI, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => resolve({ code, output }))
  })
}

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    return await client.query(statement)
  } finally {
    await client.end()
  }
}

/**
 * Each table's row count and the md5 of its rows' text, sorted, computed here rather than by the command:
 * the test's own view of whether two databases hold the same rows.
 */
async function tableContents(open: () => ReturnType<typeof openDatabase>) {
  const database = await open()
  const client = await poolOf(database.db).connect()
  try {
    await client.query("SET TimeZone = 'UTC'; SET DateStyle = 'ISO, YMD'; SET extra_float_digits = 1")
    const { rows: tables } = await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
    const contents: Record<string, string> = {}
    for (const { name } of tables) {
      const { rows } = await client.query(
        `SELECT count(*)::text AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text COLLATE "C"), '')) AS md5
         FROM public."${name}" t`,
      )
      contents[name] = `${rows[0].rows} rows ${rows[0].md5}`
    }
    return contents
  } finally {
    client.release()
    await database.close()
  }
}

async function firstItemId(app: FastifyInstance): Promise<number> {
  const branch = (await app.inject({ url: `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}` })).json()
  return branch.item_categories[0].items[0].id
}

/** The demo barbershop, then a month of bookings through the public booking API, as a salon's folder would hold. */
async function fillSalonFolder(dataDir: string) {
  const clock = createFixedClock(NOW)
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), clock, logger: false })
  try {
    await seedTaxonomy(app.deps.database.db)
    await seedDemoData(app.deps)
    // A photo: bytes travel as bytea, in a batch of their own size.
    const [company] = await app.deps.database.db.select({ id: companies.id }).from(companies).limit(1)
    const bytes = randomBytes(300_000)
    await app.deps.database.db.insert(images).values({
      companyId: company!.id,
      contentType: 'image/jpeg',
      byteSize: bytes.length,
      digest: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
      bytes,
    })
    const itemId = await firstItemId(app)
    let booked = 0
    for (const week of [0, 1, 2, 3, 4]) {
      const from = new Date(Date.parse(NOW) + week * 7 * 86_400_000).toISOString().slice(0, 10)
      const to = new Date(Date.parse(NOW) + (week * 7 + 6) * 86_400_000).toISOString().slice(0, 10)
      const availability = await app.inject({
        url: `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/availability?item_ids=${itemId}&worker_id=any&from=${from}&to=${to}`,
      })
      for (const day of availability.json().days as { slots: { starts_at: string }[] }[]) {
        // Every fifth offered time: a few bookings a day that rarely collide with each other.
        for (const slot of day.slots.filter((_, index) => index % 5 === 0)) {
          const answer = await postBooking(
            app,
            DEMO_BRANCH_SLUG,
            bookingBody({ item_ids: [itemId], starts_at: slot.starts_at }),
            { idempotencyKey: `move-test-${slot.starts_at}` },
          )
          if (answer.statusCode === 201) booked++
        }
      }
    }
    return booked
  } finally {
    await app.close()
  }
}

describe.skipIf(!serverUrl)('db:move: a PGlite data folder into an empty PostgreSQL database', () => {
  const work = mkdtempSync(join(tmpdir(), 'rezervo-move-test-'))
  const sourceDir = join(work, 'data')
  const targetName = `rezervo_move_${process.pid}_${Date.now()}`
  const targetUrl = (() => {
    const url = new URL(serverUrl ?? 'postgres://unused')
    url.pathname = `/${targetName}`
    return url.toString()
  })()
  let sourceHash = ''
  let booked = 0
  let moved: { code: number | null; output: string }

  beforeAll(async () => {
    booked = await fillSalonFolder(sourceDir)
    sourceHash = folderHash(sourceDir)
    await admin(`CREATE DATABASE "${targetName}"`)
    moved = await runMove(['--to', targetUrl], sourceDir)
  }, SLOW_MS)

  afterAll(async () => {
    await admin(`DROP DATABASE IF EXISTS "${targetName}" WITH (FORCE)`)
    rmSync(work, { recursive: true, force: true })
  })

  it(
    'moves every table with equal counts and checksums, and leaves the data folder byte for byte as it was',
    async () => {
      expect(booked).toBeGreaterThan(30)
      expect(moved.code, moved.output).toBe(0)
      expect(moved.output).toMatch(
        /Moved \d+ tables, \d+ rows and \d+ sequences .*every row count and checksum equal/,
      )
      expect(folderHash(sourceDir)).toBe(sourceHash)

      const copyDir = join(work, 'copy')
      cpSync(sourceDir, copyDir, { recursive: true })
      const source = await tableContents(() => openDatabase({ dataDir: copyDir }))
      const target = await tableContents(() => openDatabase({ url: targetUrl, poolMax: 2 }))
      expect(target).toEqual(source)
      expect(Number(source.reservations?.split(' ')[0])).toBeGreaterThan(booked)
    },
    SLOW_MS,
  )

  it(
    'starts the app on the target, which serves the branch page and its month of times as the folder did',
    async () => {
      const clock = createFixedClock(NOW)
      const copyDir = join(work, 'served')
      cpSync(sourceDir, copyDir, { recursive: true })
      const apps: FastifyInstance[] = []
      try {
        const environments: Record<string, string>[] = [{ DATA_DIR: copyDir }, { DATABASE_URL: targetUrl }]
        for (const environment of environments) {
          apps.push(await buildApp({ config: testConfig(environment), clock, logger: false }))
        }
        const get = (url: string) => Promise.all(apps.map((app) => app.inject({ url })))
        const [fromFolder, fromTarget] = await get(`/api/v1/branches/slug/${DEMO_BRANCH_SLUG}`)
        expect(fromFolder!.statusCode).toBe(200)
        expect(fromTarget!.headers.etag).toBe(fromFolder!.headers.etag)
        expect(fromTarget!.body).toBe(fromFolder!.body)
        const itemId = await firstItemId(apps[0]!)
        const [timesFromFolder, timesFromTarget] = await get(
          `/api/v1/branches/slug/${DEMO_BRANCH_SLUG}/availability?item_ids=${itemId}&worker_id=any&from=2026-11-23&to=2026-12-23`,
        )
        expect(timesFromFolder!.statusCode).toBe(200)
        expect(timesFromTarget!.body).toBe(timesFromFolder!.body)

        // The sequences continue after the copied rows: a booking on the target gets the next free id.
        const slot = timesFromTarget!.json().days.flatMap((day: { slots: unknown[] }) => day.slots)[0]
        const booking = await postBooking(
          apps[1]!,
          DEMO_BRANCH_SLUG,
          bookingBody({ item_ids: [itemId], starts_at: slot.starts_at }),
        )
        expect(booking.statusCode, booking.body).toBe(201)
        const target = new pg.Client({ connectionString: targetUrl })
        await target.connect()
        const { rows: ids } = await target
          .query('SELECT max(id) AS previous FROM reservations WHERE id <> $1', [
            booking.json().reservation.id,
          ])
          .finally(() => target.end())
        expect(booking.json().reservation.id).toBe(ids[0].previous + 1)
      } finally {
        await Promise.all(apps.map((app) => app.close()))
      }
    },
    SLOW_MS,
  )

  it(
    'refuses a target that is not empty and leaves it as it was',
    async () => {
      const again = await runMove(['--to', targetUrl], sourceDir)
      expect(again.code, again.output).toBe(4)
      expect(again.output).toContain('already holds Rezervo migrations')
      expect(folderHash(sourceDir)).toBe(sourceHash)
    },
    SLOW_MS,
  )

  it(
    'refuses a data folder that a running Rezervo holds, or one that was not closed cleanly',
    async () => {
      const otherName = `${targetName}_b`
      await admin(`CREATE DATABASE "${otherName}"`)
      const otherUrl = targetUrl.replace(targetName, otherName)
      const heldDir = join(work, 'held')
      cpSync(sourceDir, heldDir, { recursive: true })
      try {
        const running = await openDatabase({ dataDir: heldDir })
        try {
          const held = await runMove(['--to', otherUrl], heldDir)
          expect(held.code, held.output).toBe(3)
          expect(held.output).toContain(`in use by process ${process.pid}`)
        } finally {
          await running.close()
        }
        writeFileSync(join(heldDir, 'postmaster.pid'), '-42\n/pglite/data\n')
        const unclean = await runMove(['--to', otherUrl], heldDir)
        expect(unclean.code, unclean.output).toBe(3)
        expect(unclean.output).toContain('was not closed cleanly')
        // Refused before the target was touched: it still has no tables.
        const other = new pg.Client({ connectionString: otherUrl })
        await other.connect()
        const { rows } = await other
          .query("SELECT count(*)::int AS tables FROM pg_tables WHERE schemaname = 'public'")
          .finally(() => other.end())
        expect(rows[0].tables).toBe(0)
      } finally {
        await admin(`DROP DATABASE IF EXISTS "${otherName}" WITH (FORCE)`)
      }
    },
    SLOW_MS,
  )

  it('answers wrong arguments with the usage and exit code 2', async () => {
    const missing = await runMove([], sourceDir)
    expect(missing.code).toBe(2)
    expect(missing.output).toContain('--to is required')
    const wrongScheme = await runMove(['--to', 'mysql://localhost/x'], sourceDir)
    expect(wrongScheme.code).toBe(2)
    expect(wrongScheme.output).toContain('must be a postgres:// address')
  })
})
