import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  type ExplainedPlan,
  isSlowerThanTwiceEmpty,
  scanLines,
  seqScansOnGrowingTables,
  statementMs,
} from './plan-scans'

/** Plans PostgreSQL 15 answered to EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) on a generated database. */
const fixture = (name: string) =>
  (JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')) as ExplainedPlan[])[0]!

describe("the scale audit's plan reading", () => {
  it('flags a sequential scan of a growing table deep in the plan, not one of a settings table', () => {
    // Aggregate → Hash Join → Seq Scan on reservations, and Hash → Seq Scan on branches.
    const plan = fixture('seq-scan-plan.json')
    expect(seqScansOnGrowingTables(plan)).toEqual(['Seq Scan on reservations (filter: (company_id = 1))'])
    expect(scanLines(plan).map((line) => line.replace(/ \(rows.*/, ''))).toEqual([
      'Seq Scan on reservations',
      'Seq Scan on branches',
    ])
  })

  it('lets index scans through', () => {
    const plan = fixture('index-scan-plan.json')
    expect(seqScansOnGrowingTables(plan)).toEqual([])
    expect(scanLines(plan).map((line) => line.replace(/ \(rows.*/, ''))).toEqual([
      'Index Scan using reservations_pkey on reservations',
      'Index Only Scan using workers_pkey on workers',
    ])
    expect(statementMs(plan)).toBe(plan['Planning Time']! + plan['Execution Time']!)
  })

  it('calls a statement slow at more than twice the empty time, above a millisecond', () => {
    expect(isSlowerThanTwiceEmpty(0.2, 0.5)).toBe(false)
    expect(isSlowerThanTwiceEmpty(1, 2)).toBe(false)
    expect(isSlowerThanTwiceEmpty(1, 2.1)).toBe(true)
    expect(isSlowerThanTwiceEmpty(Number.NaN, 5)).toBe(false)
  })
})
