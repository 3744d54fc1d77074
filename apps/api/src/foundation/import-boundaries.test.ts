import { join } from 'node:path'
import { cruise, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../config'

/** The lint's own configuration file, read as `npm run lint:imports` reads it: its rules and its options. */
const CONFIG = join(repoRoot, 'apps/api/.dependency-cruiser.cjs')
/** What `npm run lint:imports` cruises with that configuration. */
const LINTED = ['apps/api/src', 'packages/shared/src']
/** A tree laid out like the repository (apps/api/src, packages/shared/src) that breaks each rule. */
const FIXTURES = join(repoRoot, 'apps/api/boundary-fixtures')

/** The violations the real configuration finds in the fixture, with module paths as the lint prints them. */
async function violationsInFixture() {
  const options = await extractDepcruiseOptions(CONFIG)
  const result = await cruise(LINTED, { ...options, baseDir: FIXTURES })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  const rules = options.ruleSet?.forbidden?.map((rule) => rule.name ?? '') ?? []
  const violations = result.output.summary.violations.map((violation: IViolation) => ({
    rule: violation.rule.name,
    from: violation.from,
    // A package is named by its folder under node_modules, wherever the resolver found it.
    to: violation.to.replace(/^.*node_modules\/([^/]+)\/.*$/, 'node_modules/$1'),
  }))
  return { rules, violations }
}

/**
 * The import rules of `npm run lint` (decision 012), run as the lint runs them, options and all, on a fixture
 * that breaks each of them once. A rule that cannot fire (say, because the options exclude what it is about,
 * as `exclude: node_modules` once hid every import of Drizzle from "only repositories import Drizzle") fails
 * here instead of passing the real code silently.
 */
describe('import boundaries', () => {
  it('every rule of the lint fires on the fixture, at the import that breaks it', {
    timeout: 60_000,
  }, async () => {
    const { rules, violations } = await violationsInFixture()
    expect(rules.length).toBeGreaterThan(0)
    expect([...new Set(violations.map((violation) => violation.rule))].sort()).toEqual([...rules].sort())
    expect(violations).toContainEqual({
      rule: 'feature-public-entry-only',
      from: 'apps/api/src/booking/service.ts',
      to: 'apps/api/src/messaging/queue.ts',
    })
    expect(violations).toContainEqual({
      rule: 'generic-folders-import-no-feature',
      from: 'apps/api/src/http/errors.ts',
      to: 'apps/api/src/booking/index.ts',
    })
    expect(violations).toContainEqual({
      rule: 'no-testing-in-production',
      from: 'apps/api/src/reservations/index.ts',
      to: 'apps/api/src/testing/fixture.ts',
    })
    expect(violations).toContainEqual({
      rule: 'features-import-no-app',
      from: 'apps/api/src/payments/index.ts',
      to: 'apps/api/src/app.ts',
    })
    expect(violations).toContainEqual({
      rule: 'shared-imports-no-app',
      from: 'packages/shared/src/index.ts',
      to: 'apps/api/src/app.ts',
    })
    // The service's import of Drizzle, and not the repository's beside it.
    expect(violations.filter((violation) => violation.rule === 'drizzle-only-in-repositories')).toEqual([
      {
        rule: 'drizzle-only-in-repositories',
        from: 'apps/api/src/payments/service.ts',
        to: 'node_modules/drizzle-orm',
      },
    ])
    // Importing through the public entry is allowed: booking's index is imported by messaging without a finding.
    expect(violations).not.toContainEqual(
      expect.objectContaining({ rule: 'feature-public-entry-only', to: 'apps/api/src/booking/index.ts' }),
    )
  })
})
