// The README promises "Node.js 20.19 or newer" and the root package.json says so in `engines`. Every package in
// the lock file must run there too, or `npm ci` warns EBADENGINE on the oldest Node we support (ical-generator
// 11 asked for Node 22, issue 37 finding 26).
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..')
const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))

describe('Node versions', () => {
  it('every locked package accepts the oldest Node the root package.json and the README promise', () => {
    const promised = readJson('package.json').engines.node
    const oldest = semver.minVersion(promised)?.version
    expect(oldest).toBe('20.19.0')
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node.js 20.19 or newer')
    const refusing = Object.entries(readJson('package-lock.json').packages)
      .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
      .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
      .map(([path, entry]) => `${path}@${entry.version} needs node ${entry.engines.node}`)
    expect(refusing).toEqual([])
  })
})
