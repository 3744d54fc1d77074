import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../config'
import { tenantMap, tenantMapMarkdown } from './tenant-map'

describe('the tenant map of docs/scaling.md', () => {
  it('is the one the schema gives (regenerate: node --import tsx apps/api/src/db/tenant-map-cli.ts)', () => {
    expect(readFileSync(join(repoRoot, 'docs/scaling.md'), 'utf8')).toContain(tenantMapMarkdown())
  })

  it('finds a reservation line through its reservation, and leaves accounts to no company', () => {
    const byTable = new Map(tenantMap().map((entry) => [entry.table, entry]))
    expect(byTable.get('reservation_items')).toMatchObject({
      kind: 'through a parent',
      path: ['reservation_items.reservation_id → reservations'],
    })
    expect(byTable.get('reservations')?.kind).toBe('carries company_id')
    expect(byTable.get('users')?.kind).toBe('no company')
  })
})
