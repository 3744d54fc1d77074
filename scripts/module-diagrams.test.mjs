import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { REGENERATE, regenerated, withDiagram } from './module-diagrams.mjs'

const script = join(import.meta.dirname, 'module-diagrams.mjs')
const committed = readFileSync(join(import.meta.dirname, '../docs/architecture.md'), 'utf8')

/** The check as `npm run lint` runs it, on another copy of the document: its exit code and what it said. */
async function check(document) {
  const doc = join(mkdtempSync(join(tmpdir(), 'rezervo-diagrams-')), 'architecture.md')
  writeFileSync(doc, document)
  try {
    await promisify(execFile)(process.execPath, [script, '--check', '--doc', doc])
    return { code: 0, stderr: '' }
  } catch (error) {
    return { code: error.code, stderr: String(error.stderr) }
  }
}

describe('the module diagrams drawn from the code', () => {
  // booking's arrows to auth and customers were what the hand-drawn diagram had lost (issue 31).
  const drifted = committed.replace(/^( {2}booking --> .*?) & customers/m, '$1')

  it('fail the lint when the committed diagram differs, naming the command that redraws it', async () => {
    expect(drifted).not.toBe(committed)
    const result = await check(drifted)
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('module diagrams differ from the imports')
    expect(result.stderr).toContain(REGENERATE)
  })

  it('redraw a drifted copy into the committed document', async () => {
    expect(await regenerated(drifted)).toBe(committed)
  })

  it('refuse a document without the markers rather than dropping the diagram', () => {
    expect(() => withDiagram('# Architecture\n', 'api', 'flowchart BT')).toThrow(/module-diagram:api:start/)
  })
})
