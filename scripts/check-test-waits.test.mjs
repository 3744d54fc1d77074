// The fixed-wait check of `npm run lint` (check-test-waits.mjs, decision 074): it must catch a planted sleep,
// in each of its forms, and pass the repository as it is.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkTestWaits, findFixedWaits } from './check-test-waits.mjs'

describe('the fixed-wait check', () => {
  const folders = []
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })

  /** A repository of one test file with `text` in it (and the same text in a file that is no test). */
  function plant(text) {
    const folder = mkdtempSync(join(tmpdir(), 'test-waits-'))
    folders.push(folder)
    mkdirSync(join(folder, 'apps/api/src/feature'), { recursive: true })
    writeFileSync(join(folder, 'apps/api/src/feature/thing.integration.test.ts'), text)
    writeFileSync(join(folder, 'apps/api/src/feature/thing.ts'), text)
    mkdirSync(join(folder, 'node_modules/lib'), { recursive: true })
    writeFileSync(join(folder, 'node_modules/lib/lib.test.js'), text)
    return folder
  }

  it('catches a planted sleep in a test file, and only there', () => {
    const folder = plant(
      "it('x', async () => {\n  await post()\n  await new Promise((resolve) => setTimeout(resolve, 300))\n})\n",
    )
    expect(checkTestWaits(folder)).toEqual([
      'apps/api/src/feature/thing.integration.test.ts:3: setTimeout(…) — await new Promise((resolve) => setTimeout(resolve, 300))',
    ])
  })

  it.each([
    ['await sleep(300)', 'sleep(…)'],
    ['await delay(1000)', 'delay(…)'],
    ['await page.waitForTimeout(500)', 'waitForTimeout(…)'],
    ["import { setTimeout as pause } from 'node:timers/promises'", 'timers/promises'],
    ['setTimeout (done, 20)', 'setTimeout(…)'],
  ])('catches %s', (line, what) => {
    expect(findFixedWaits(`const x = 1\n${line}\n`)).toEqual([{ line: 2, what, text: line }])
  })

  it('passes waiting for the event, SQL pg_sleep, a mention in a comment, and an excused timer', () => {
    const text = [
      "await waitUntil(() => sink.received.length === 3, { what: 'the emails' })",
      'await db.execute(sql`select pg_sleep(1.5)`)',
      '// no setTimeout(…) here: the notice itself is awaited',
      '// not-a-wait: a slow fake provider is the behaviour under test',
      'await new Promise((resolve) => setTimeout(resolve, delayMs))',
      'await sleep(5) // not-a-wait: stands for the work of a slow save',
    ].join('\n')
    expect(findFixedWaits(text)).toEqual([])
  })

  it('refuses an excuse without a reason', () => {
    expect(findFixedWaits('await sleep(10) // not-a-wait:\n')).toHaveLength(1)
  })

  it('finds no fixed wait in the repository', () => {
    expect(checkTestWaits()).toEqual([])
  })
})
