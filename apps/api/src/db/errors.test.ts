import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from './errors'

/** An error as node-postgres or Node makes it: a message and maybe a code, under Drizzle's wrapper or not. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})
const wrapped = (cause: Error) => new Error('Failed query: insert into …', { cause })

describe('isDatabaseUnavailable (decision 072)', () => {
  it('knows a server that is down, going or starting', () => {
    expect(isDatabaseUnavailable(failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true)
    expect(isDatabaseUnavailable(failure('read ECONNRESET', 'ECONNRESET'))).toBe(true)
    expect(
      isDatabaseUnavailable(failure('terminating connection due to administrator command', '57P01')),
    ).toBe(true)
    expect(isDatabaseUnavailable(failure('terminating connection because of crash', '57P02'))).toBe(true)
    expect(isDatabaseUnavailable(failure('the database system is starting up', '57P03'))).toBe(true)
    expect(isDatabaseUnavailable(failure('connection failure', '08006'))).toBe(true)
    expect(isDatabaseUnavailable(failure('could not connect', '08001'))).toBe(true)
  })

  it('knows node-postgres’s and the pool’s own texts, which carry no code', () => {
    expect(isDatabaseUnavailable(failure('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(failure('Connection terminated due to connection timeout'))).toBe(true)
    expect(isDatabaseUnavailable(failure('timeout exceeded when trying to connect'))).toBe(true)
    expect(
      isDatabaseUnavailable(failure('Client has encountered a connection error and is not queryable')),
    ).toBe(true)
  })

  it('looks through Drizzle’s wrapper', () => {
    expect(isDatabaseUnavailable(wrapped(failure('Connection terminated unexpectedly')))).toBe(true)
    expect(isDatabaseUnavailable(wrapped(failure('crash', '57P02')))).toBe(true)
  })

  it('leaves the statement’s own failures alone: those are the code’s or the data’s, not the connection’s', () => {
    expect(isDatabaseUnavailable(wrapped(failure('duplicate key value', '23505')))).toBe(false)
    expect(isDatabaseUnavailable(wrapped(failure('conflicting key value', '23P01')))).toBe(false)
    expect(isDatabaseUnavailable(wrapped(failure('syntax error at or near "x"', '42601')))).toBe(false)
    expect(isDatabaseUnavailable(failure('canceling statement due to statement timeout', '57014'))).toBe(
      false,
    )
    expect(isDatabaseUnavailable(new TypeError('Cannot read properties of undefined'))).toBe(false)
    expect(isDatabaseUnavailable(undefined)).toBe(false)
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false)
  })
})
