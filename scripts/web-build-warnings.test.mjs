// The web build must print no warning of its own configuration: a deprecated option (Rolldown's
// `advancedChunks`, renamed `codeSplitting`) printed " WARN  advancedChunks option is deprecated" twice on every
// `npm start` (issue 37 #25). The server bundle's build reads the same configuration and takes seconds, not the
// client's minute, so it stands in for both.
import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'

const web = join(import.meta.dirname, '../apps/web')

describe('the web build', () => {
  it('prints no deprecation or other warning about its configuration', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'rezervo-ssr-build-'))
    const vite = join(import.meta.dirname, '../node_modules/vite/bin/vite.js')
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [vite, 'build', '--ssr', 'src/server/render-branch-page.tsx', '--outDir', outDir, '--emptyOutDir'],
      { cwd: web, env: { ...process.env, NO_COLOR: '1' } },
    )
    const output = `${stdout}\n${stderr}`
    expect(output).toContain('built in')
    expect(output.split('\n').filter((line) => /warn|deprecat/i.test(line))).toEqual([])
  })
})
