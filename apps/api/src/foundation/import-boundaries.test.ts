import { createRequire } from 'node:module'
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'
import { repoRoot } from '../config'

const require = createRequire(import.meta.url)
const { boundaryRules } = require('../../import-boundary-rules.cjs')

const FIXTURES = 'apps/api/boundary-fixtures'

async function violationsOf(paths: string[], forbidden: IForbiddenRuleType[]) {
  const result = await cruise(paths, {
    baseDir: repoRoot,
    validate: true,
    ruleSet: { forbidden },
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
  })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  return result.output.summary.violations.map((violation: IViolation) => ({
    rule: violation.rule.name,
    from: violation.from.replace(`${FIXTURES}/`, ''),
    to: violation.to.replace(`${FIXTURES}/`, ''),
  }))
}

/**
 * The import rules of `npm run lint` (apps/api/.dependency-cruiser.cjs, decision 012), run on a fixture tree
 * that breaks each of them once: a rule that stopped matching would pass the real code silently.
 */
describe('import boundaries', () => {
  it('catches each kind of violation in the fixture', async () => {
    const violations = await violationsOf(
      [`${FIXTURES}/src`, `${FIXTURES}/shared`],
      boundaryRules(`${FIXTURES}/src`, `${FIXTURES}/shared`),
    )
    const rules = new Set(violations.map((violation) => violation.rule))
    expect([...rules].sort()).toEqual([
      'drizzle-only-in-repositories',
      'feature-public-entry-only',
      'features-import-no-app',
      'generic-folders-import-no-feature',
      'no-cycles',
      'no-feature-folder-cycles',
      'no-testing-in-production',
      'shared-imports-no-app',
    ])
    expect(violations).toContainEqual({
      rule: 'feature-public-entry-only',
      from: 'src/booking/service.ts',
      to: 'src/messaging/queue.ts',
    })
    expect(violations).toContainEqual({
      rule: 'generic-folders-import-no-feature',
      from: 'src/http/errors.ts',
      to: 'src/booking/index.ts',
    })
    expect(violations).toContainEqual({
      rule: 'no-testing-in-production',
      from: 'src/reservations/index.ts',
      to: 'src/testing/fixture.ts',
    })
    expect(violations).toContainEqual({
      rule: 'features-import-no-app',
      from: 'src/payments/index.ts',
      to: 'src/app.ts',
    })
    expect(violations).toContainEqual({
      rule: 'shared-imports-no-app',
      from: 'shared/index.ts',
      to: 'src/app.ts',
    })
    expect(violations.filter((violation) => violation.rule === 'drizzle-only-in-repositories')).toEqual([
      { rule: 'drizzle-only-in-repositories', from: 'src/payments/service.ts', to: expect.any(String) },
    ])
    // Importing through the public entry is allowed: booking's index is imported by messaging without a finding.
    expect(violations).not.toContainEqual(
      expect.objectContaining({ rule: 'feature-public-entry-only', to: 'src/booking/index.ts' }),
    )
  })
})
