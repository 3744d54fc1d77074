import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { alias, PgDialect } from 'drizzle-orm/pg-core'
import { describe, expect, it } from 'vitest'
import { plainQuery, statementName } from './prepared'
import { customers, reservations } from './schema'

describe('statementName', () => {
  it('names a text by its hash, the same on every call, another for another text or base', () => {
    const text = 'select $1::int as n'
    const hash = createHash('sha1').update(text).digest('hex').slice(0, 16)
    expect(statementName('booking_start', text)).toBe(`booking_start_${hash}`)
    expect(statementName('booking_start', text)).toBe(`booking_start_${hash}`)
    expect(statementName('booking_start', `${text}, 2 as m`)).not.toBe(`booking_start_${hash}`)
    expect(statementName('booking_customer', text)).toBe(`booking_customer_${hash}`)
  })

  it('still names correctly after more shapes than it remembers', () => {
    for (let n = 0; n < 600; n++) {
      const text = `select ${n}`
      expect(statementName('many', text)).toBe(
        `many_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
      )
    }
  })
})

describe('plainQuery', () => {
  const dialect = new PgDialect({ casing: 'snake_case' })
  const casing = (dialect as unknown as { casing: Parameters<typeof plainQuery>[1] }).casing
  const drizzles = (query: ReturnType<typeof sql>) => {
    const { sql: text, params } = dialect.sqlToQuery(query)
    return { sql: text, params }
  }

  it('builds the same text and parameters as Drizzle for text, fragments, values, tables and columns', () => {
    const when = new Date('2026-11-25T10:00:00Z')
    const optional = (on: boolean) => (on ? sql`and ${customers.email} = ${'hana@example.cz'}` : sql``)
    const writes = [sql`, w1 as (select ${1})`, sql`, w2 as (select ${'dva'}, ${null})`]
    const query = sql`
      with ${sql.raw('picked')} as (select ${customers.id}, ${customers.firstName} from ${customers}
        where ${customers.companyId} = ${3} ${optional(true)} ${optional(false)} and ${customers.consentAt} < ${when})
      ${sql.join(writes, sql``)}, lists as (select 1 where ${'a'} in ${['a', 'b']} and (1, 2) in ${[sql`(${1}, ${2})`, []]})
      select ${reservations.startsAt}, ${sql.param(when, reservations.startsAt)}, ${sql.param(null, reservations.note)}, ${true}, ${undefined}, 1 as ${sql.identifier('we"ird')} from ${reservations}, picked where ${reservations.customerId} = picked.id`
    const built = plainQuery(query, casing)
    expect(built).toEqual(drizzles(query))
    expect(built?.params).toEqual([
      3,
      'hana@example.cz',
      when,
      1,
      'dva',
      null,
      'a',
      'a',
      'b',
      1,
      2,
      built?.params[11],
      null,
      true,
    ])
    expect(built?.params[11]).toEqual(drizzles(sql`${sql.param(when, reservations.startsAt)}`).params[0])
    expect(built?.sql).toContain('"customers"."first_name"')
  })

  it('leaves to Drizzle what it does not build itself (an encoded param, a list, an identifier, an alias)', () => {
    const other = alias(customers, 'other')
    expect(plainQuery(sql`select ${sql.placeholder('id')}`, casing)).toBeUndefined()
    expect(plainQuery(sql`select ${other.id} from ${other}`, casing)).toBeUndefined()
    expect(plainQuery(sql`select ${sql`${5}`.inlineParams()}`, casing)).toBeUndefined()
  })
})
