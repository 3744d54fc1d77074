// Fails when a test file waits a fixed time (decision 074): `sleep(…)`, `setTimeout(…)`, `delay(…)`,
// playwright's `waitForTimeout(…)` or node:timers/promises. A fixed wait is too short on a loaded machine (the
// test flakes) and longer than needed everywhere else (CI slows); a test waits for the thing itself with
// waitUntil (apps/api/src/testing/wait.ts) or an e2e locator's own wait. A timer that is not a wait, such as a
// fake provider that takes its time on purpose, says so on its line or the line above:
// `// not-a-wait: <why>`.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(fileURLToPath(import.meta.url), '../..')

/** Test files: what vitest runs (e2e included), wherever they are. */
export const isTestFile = (name) => /\.(test|e2e)\.(ts|tsx|mjs|js)$/.test(name)

// This check's own self-test plants fixed waits in strings on purpose.
const selfTest = 'scripts/check-test-waits.test.mjs'

const skippedFolders = new Set(['node_modules', 'dist', 'dist-ssr', '.git', 'artifacts', 'coverage'])

const fixedWaits = [
  { pattern: /\bsleep\s*\(/, what: 'sleep(…)' },
  { pattern: /\bsetTimeout\s*\(/, what: 'setTimeout(…)' },
  { pattern: /\bdelay\s*\(/, what: 'delay(…)' },
  { pattern: /\bwaitForTimeout\s*\(/, what: 'waitForTimeout(…)' },
  { pattern: /['"](node:)?timers\/promises['"]/, what: 'timers/promises' },
]

const EXCUSE = /\/\/\s*not-a-wait:\s*\S/

/** The fixed waits in one file's text: [{ line, what, text }] (1-based lines). */
export function findFixedWaits(text) {
  const lines = text.split('\n')
  const found = []
  lines.forEach((line, index) => {
    const code = line.replace(/\/\/.*$/, '')
    for (const { pattern, what } of fixedWaits) {
      if (!pattern.test(code)) continue
      if (EXCUSE.test(line) || EXCUSE.test(lines[index - 1] ?? '')) continue
      found.push({ line: index + 1, what, text: line.trim() })
    }
  })
  return found
}

/** Every test file under `folder`, relative to it. */
export function testFilesUnder(folder, prefix = '') {
  const files = []
  for (const entry of readdirSync(join(folder, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name) && !entry.name.startsWith('.'))
        files.push(...testFilesUnder(folder, path))
    } else if (isTestFile(entry.name)) files.push(path)
  }
  return files
}

/** The fixed waits in every test file of the repository at `folder`: ["path:line: what — text"]. */
export function checkTestWaits(folder = root) {
  return testFilesUnder(folder)
    .filter((path) => path !== selfTest)
    .flatMap((path) =>
      findFixedWaits(readFileSync(join(folder, path), 'utf8')).map(
        (wait) => `${relative(folder, join(folder, path))}:${wait.line}: ${wait.what} — ${wait.text}`,
      ),
    )
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkTestWaits()
  if (problems.length > 0) {
    console.error(
      `A test waits a fixed time; wait for the event itself (waitUntil in apps/api/src/testing/wait.ts, decision 074):\n${problems.join('\n')}`,
    )
    process.exit(1)
  }
  console.log('test waits: no fixed sleep in any test file')
}
