// @vitest-environment node
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise, type IViolation } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url))
/** The lint's own configuration file, read as `npm run lint:imports` reads it: its rules and its options. */
const CONFIG = join(repoRoot, 'apps/web/.dependency-cruiser.cjs')
/** What `npm run lint:imports` cruises with that configuration. */
const LINTED = 'apps/web/src'
/** A tree laid out like the repository (apps/web/src) that breaks each rule. */
const FIXTURES = join(repoRoot, 'apps/web/boundary-fixtures')

/** The rules of the real configuration and what they find in `baseDir`'s apps/web/src, paths under it. */
async function lint(baseDir: string) {
  const options = await extractDepcruiseOptions(CONFIG)
  const result = await cruise([LINTED], { ...options, baseDir })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  const rules = options.ruleSet?.forbidden?.map((rule) => rule.name ?? '') ?? []
  const violations = result.output.summary.violations.map((violation: IViolation) => ({
    rule: violation.rule.name,
    from: violation.from.replace(`${LINTED}/`, ''),
    to: violation.to.replace(`${LINTED}/`, ''),
  }))
  return { rules, violations }
}

/**
 * The import rules of `npm run lint` (decision 013), run as the lint runs them, options and all, on a fixture
 * tree that breaks each of them: a rule that stopped matching, or that the options keep from seeing what it
 * is about, would pass the real code silently.
 */
describe('web import boundaries', () => {
  it('catch each kind of violation in the fixture, and let the allowed imports pass', {
    timeout: 60_000,
  }, async () => {
    const { rules, violations } = await lint(FIXTURES)
    // Every rule of the configuration fires at least once.
    expect([...new Set(violations.map((violation) => violation.rule))].sort()).toEqual([...rules].sort())
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
    expect((await lint(repoRoot)).violations).toEqual([])
  })
})
