// @vitest-environment node
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)
const { boundaryRules } = require('../import-boundary-rules.cjs') as {
  boundaryRules: (root: string) => IForbiddenRuleType[]
}

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
const FIXTURES = 'apps/web/boundary-fixtures/src'

async function violationsOf(root: string) {
  const result = await cruise([root], {
    baseDir: repoRoot,
    validate: true,
    ruleSet: { forbidden: boundaryRules(root) },
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['\\.test\\.tsx?$'] },
  })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  return result.output.summary.violations.map((violation: IViolation) => ({
    rule: violation.rule.name,
    from: violation.from.replace(`${root}/`, ''),
    to: violation.to.replace(`${root}/`, ''),
  }))
}

/**
 * The import rules of `npm run lint` (apps/web/.dependency-cruiser.cjs, decision 013), run on a fixture tree
 * that breaks each of them: a rule that stopped matching would pass the real code silently.
 */
describe('web import boundaries', () => {
  it('catch each kind of violation in the fixture, and let the allowed imports pass', {
    timeout: 60_000,
  }, async () => {
    const violations = await violationsOf(FIXTURES)
    // Exactly the broken imports, each once: nothing for delta (another feature's entry, lib and ui), nor for
    // the app importing alpha's entry and loading alpha-route; and alpha ↔ beta is a folder cycle although
    // no module cycle runs through them (beta reaches alpha/inner.ts, which imports nothing).
    expect(violations).toEqual([
      { rule: 'app-imports-entries-and-screens', from: 'app/router.ts', to: 'alpha/inner.ts' },
      { rule: 'feature-public-entry-only', from: 'gamma/index.ts', to: 'beta/inner.ts' },
      { rule: 'features-import-no-app', from: 'gamma/index.ts', to: 'app/router.ts' },
      { rule: 'generic-folders-import-no-feature', from: 'lib/helper.ts', to: 'gamma/index.ts' },
      { rule: 'lib-imports-no-ui', from: 'lib/helper.ts', to: 'ui/widget.ts' },
      { rule: 'no-cycles', from: 'gamma/one.ts', to: 'gamma/two.ts' },
      { rule: 'no-folder-cycles', from: 'alpha', to: 'beta' },
      { rule: 'no-folder-cycles', from: 'beta', to: 'alpha' },
      { rule: 'no-testing-in-production', from: 'gamma/two.ts', to: 'testing/fixture.ts' },
    ])
  })

  // The real tree has some 270 modules; a loaded machine needs more than the default five seconds.
  it('find nothing in the web app itself', { timeout: 60_000 }, async () => {
    expect(await violationsOf('apps/web/src')).toEqual([])
  })
})
