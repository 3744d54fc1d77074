/**
 * Rows inserted as a part of a statement built once (rowsInsertPart, decision 053; the booking's emails into
 * the outbox, decision 070): each row's values
 * arrive through their columns' encoders, and a null is SQL null, not the encoder's JSON null or an error.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase } from '../testing/test-database'
import type { DatabaseHandle, DatabaseOrTransaction } from './client'
import { definePreparedStatement, type PreparedPart } from './prepared'
import { rowsInsertPart } from './rows-insert-part'
import { outboxMessages } from './schema'

const insertAlone = definePreparedStatement<
  { done: number },
  PreparedPart<DatabaseOrTransaction>,
  DatabaseOrTransaction
>(
  'test_outbox_part',
  (part, db) => sql`with w as (${part.build(db)}) select 1 as done`,
  (part) => part.shape,
)

describe('rowsInsertPart', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(() => database.close())

  it('stores every row as given, nulls as SQL null, through one text per shape', async () => {
    const dueAt = new Date('2026-11-24T08:00:00.000Z')
    const attachments = [{ filename: 'a.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }]
    const row = (recipient: string, htmlBody: string | null) => ({
      companyId: null,
      channel: 'email' as const,
      kind: 'test-outbox-part',
      recipient,
      subject: 'Potvrzení rezervace',
      textBody: `Dobrý den, ${recipient}`,
      htmlBody,
      attachments,
      nextAttemptAt: dueAt,
      notBefore: dueAt,
    })
    const withHtml = rowsInsertPart(outboxMessages, 'outbox', [
      row('eva@example.cz', '<p>Dobrý den</p>'),
      row('petr@example.cz', null),
    ])
    const withoutHtml = rowsInsertPart(outboxMessages, 'outbox', [
      row('jan@example.cz', null),
      row('ola@example.cz', '<p>Ahoj</p>'),
    ])
    if (!withHtml || !withoutHtml) throw new Error('two rows make a part')
    expect(withHtml.shape).not.toBe(withoutHtml.shape)
    for (const part of [withHtml, withoutHtml]) await insertAlone.run(database.db, part.values, part)
    const stored = await database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.kind, 'test-outbox-part'))
      .orderBy(asc(outboxMessages.id))
    expect(stored.map((message) => [message.recipient, message.htmlBody])).toEqual([
      ['eva@example.cz', '<p>Dobrý den</p>'],
      ['petr@example.cz', null],
      ['jan@example.cz', null],
      ['ola@example.cz', '<p>Ahoj</p>'],
    ])
    for (const message of stored) {
      expect(message.attachments).toEqual(attachments)
      expect(message.notBefore?.toISOString()).toBe(dueAt.toISOString())
      expect(message.textBody).toBe(`Dobrý den, ${message.recipient}`)
    }
    const nulls = await database.db.execute(
      sql`select count(*)::int as n from outbox_messages where kind = 'test-outbox-part' and html_body is null`,
    )
    expect((nulls as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2)
  })
})
