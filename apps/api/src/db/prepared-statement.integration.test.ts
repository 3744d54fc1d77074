/**
 * definePreparedStatement (decision 053): a statement's text is built once per shape and run with each
 * call's values through Drizzle's placeholders, on both engines (named on PostgreSQL only).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-database'
import type { DatabaseHandle, DatabaseOrTransaction } from './client'
import { definePreparedStatement, mergeValues, placeholdersOf, preparedPart } from './prepared'
import { outboxMessages } from './schema'

describe('statements built once (definePreparedStatement)', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('builds a shape once and answers every run with its own values', async () => {
    let builds = 0
    const echo = definePreparedStatement<{ n: number; word: string }>('test_echo_once', () => {
      builds++
      const p = placeholdersOf({ n: 0, word: '' })
      return sql`select ${p.n}::int as n, ${p.word}::text as word`
    })
    const answers = []
    for (const [n, word] of [
      [1, 'jedna'],
      [2, 'dvě'],
      [3, 'tři'],
    ] as const) {
      answers.push((await echo.run(database.db, { n, word }, undefined)).rows[0])
    }
    expect(answers).toEqual([
      { n: 1, word: 'jedna' },
      { n: 2, word: 'dvě' },
      { n: 3, word: 'tři' },
    ])
    expect(builds).toBe(1)
  })

  it('gives two shapes two texts and two names, each built once', async () => {
    const built: string[] = []
    const statement = definePreparedStatement<{ n: number; next?: number }, { withNext: boolean }>(
      'test_two_shapes',
      ({ withNext }) => {
        built.push(withNext ? 'with next' : 'plain')
        const n = sql.placeholder('n')
        return withNext ? sql`select ${n}::int as n, ${n}::int + 1 as next` : sql`select ${n}::int as n`
      },
      ({ withNext }) => (withNext ? 'next' : 'plain'),
    )
    const names = await database.db.transaction(async (tx) => {
      const plain = (await statement.run(tx, { n: 4 }, { withNext: false })).rows
      const withNext = (await statement.run(tx, { n: 4 }, { withNext: true })).rows
      const again = (await statement.run(tx, { n: 9 }, { withNext: true })).rows
      expect([plain, withNext, again]).toEqual([[{ n: 4 }], [{ n: 4, next: 5 }], [{ n: 9, next: 10 }]])
      const prepared = await tx.execute<{ name: string }>(
        sql`select name from pg_prepared_statements where name like 'test_two_shapes_%'`,
      )
      return (prepared as unknown as { rows: { name: string }[] }).rows.map((row) => row.name)
    })
    expect(built).toEqual(['plain', 'with next'])
    // Named on PostgreSQL; PGlite's one session is shared by every connection, so unnamed there.
    expect(new Set(names).size).toBe(database.kind === 'postgres' ? 2 : 0)
  })

  it("fills a column's placeholders through its encoder: a date and a JSON value arrive as given", async () => {
    const notBefore = new Date('2026-11-24T09:15:00.000Z')
    const attachments = [
      { filename: 'rezervace.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' },
    ]
    const insert = definePreparedStatement<{ id: number }, undefined, DatabaseOrTransaction>(
      'test_encoders',
      (_shape, db) =>
        db
          .insert(outboxMessages)
          .values({
            channel: sql.placeholder('channel'),
            kind: sql.placeholder('kind'),
            recipient: sql.placeholder('recipient'),
            textBody: sql.placeholder('textBody'),
            attachments: sql.placeholder('attachments'),
            notBefore: sql.placeholder('notBefore'),
            // Nullable: a cast placeholder, so a null is SQL null and not the encoder's (decision 053).
            sentAt: sql`${sql.placeholder('sentAt')}::timestamptz`,
          })
          .returning({ id: outboxMessages.id })
          .getSQL(),
    )
    const values = {
      channel: 'email',
      kind: 'test-encoders',
      recipient: 'jana@example.cz',
      textBody: 'Dobrý den',
      attachments,
      notBefore,
      sentAt: null,
    }
    const [created] = (await insert.run(database.db, values, undefined)).rows
    const [stored] = await database.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.id} = ${created?.id}`)
    expect(stored?.recipient).toBe('jana@example.cz')
    expect(stored?.attachments).toEqual(attachments)
    expect(stored?.notBefore?.toISOString()).toBe(notBefore.toISOString())
    expect(stored?.sentAt).toBeNull()
  })

  it('refuses a run without a value for one of its placeholders, rather than sending null', async () => {
    const statement = definePreparedStatement<{ n: number }>(
      'test_missing',
      () => sql`select ${sql.placeholder('n')}::int as n`,
    )
    await expect(statement.run(database.db, {}, undefined)).rejects.toThrow(
      'No value for placeholder "n" was provided',
    )
    expect((await statement.run(database.db, { n: 0 }, undefined)).rows).toEqual([{ n: 0 }])
  })

  it('refuses a text holding a value, which every later run would reuse', async () => {
    const limit = 5
    const statement = definePreparedStatement<{ n: number }>(
      'test_value_in_text',
      () => sql`select ${sql.placeholder('n')}::int as n limit ${limit}`,
    )
    await expect(statement.run(database.db, { n: 1 }, undefined)).rejects.toThrow(
      'statement test_value_in_text () holds a value instead of a placeholder',
    )
  })

  it("runs another module's parts in one statement, and refuses two parts sharing a placeholder's name", async () => {
    const part = (prefix: string, value: number) =>
      preparedPart(`part-${prefix}`, { [`${prefix}Value`]: value }, (p) => sql`${p[`${prefix}Value`]}::int`)
    const first = part('first', 1)
    const second = part('second', 2)
    const statement = definePreparedStatement<{ sum: number }>(
      'test_parts',
      () => sql`select ${first.build(undefined)} + ${second.build(undefined)} as sum`,
    )
    const values = mergeValues(first.values, second.values)
    expect((await statement.run(database.db, values, undefined)).rows).toEqual([{ sum: 3 }])
    expect(() => mergeValues(first.values, part('first', 5).values)).toThrow(
      'placeholder "firstValue" is used by two parts of one statement',
    )
  })
})
