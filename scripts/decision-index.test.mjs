import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { REGENERATE, readRecord } from './decision-index.mjs'

const script = join(import.meta.dirname, 'decision-index.mjs')
const decisions = join(import.meta.dirname, '../docs/decisions')

/** A copy of docs/decisions to change. */
function copyOfDecisions() {
  const dir = join(mkdtempSync(join(tmpdir(), 'rezervo-decisions-')), 'decisions')
  cpSync(decisions, dir, { recursive: true })
  return dir
}

/** The script on `dir`, checking (as `npm run lint` does) or writing: its exit code and what it said. */
async function run(dir, ...args) {
  try {
    await promisify(execFile)(process.execPath, [script, '--dir', dir, ...args])
    return { code: 0, stderr: '' }
  } catch (error) {
    return { code: error.code, stderr: String(error.stderr) }
  }
}

const record = (number, status) =>
  `# ${number} A decision added later\n\n- Date: 2026-12-06\n- Status: ${status}\n\n## Context\nWhy.\n`

describe('the decisions index checked by npm run lint', () => {
  it('holds for the committed records', async () => {
    expect(await run(decisions, '--check')).toEqual({ code: 0, stderr: '' })
  })

  it('fails when a record is missing from the index, and the command that fixes it adds it', async () => {
    const dir = copyOfDecisions()
    writeFileSync(join(dir, '099-added-later.md'), record('099', 'accepted'))
    const checked = await run(dir, '--check')
    expect(checked.code).toBe(1)
    expect(checked.stderr).toContain('the index differs from the records')
    expect(checked.stderr).toContain(REGENERATE)
    expect((await run(dir)).code).toBe(0)
    expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain(
      '| [099](099-added-later.md) | A decision added later | 2026-12-06 | accepted |  |',
    )
    expect((await run(dir, '--check')).code).toBe(0)
  })

  it('fails when a status changes in a record but not in the index', async () => {
    const dir = copyOfDecisions()
    const file = join(dir, '002-drizzle.md')
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('- Status: accepted', '- Status: superseded by 099'),
    )
    expect((await run(dir, '--check')).code).toBe(1)
  })

  it('fails on a status line in another format, naming the file and the format', async () => {
    const dir = copyOfDecisions()
    writeFileSync(join(dir, '099-added-later.md'), record('099', 'Accepted; supersedes 005'))
    const checked = await run(dir, '--check')
    expect(checked.code).toBe(1)
    expect(checked.stderr).toContain('099-added-later.md: the fourth line must be `- Status: accepted`')
  })

  it('reads the one format, with a note that wraps, and refuses others', () => {
    expect(
      readRecord('099-x.md', record('099', 'superseded by 101 (its open part;\n  the rest is 101)')),
    ).toMatchObject({
      title: 'A decision added later',
      date: '2026-12-06',
      state: 'superseded',
      supersededBy: '101',
      problems: [],
    })
    for (const status of ['accepted.', 'Superseded by 101', 'superseded by 050', 'accepted; amends 001'])
      expect(readRecord('099-x.md', record('099', status)).problems, status).toHaveLength(1)
    expect(
      readRecord('099-x.md', '# 099: Title\n\nDate: 2026-12-06. Status: accepted.\n').problems,
    ).toHaveLength(3)
  })
})
