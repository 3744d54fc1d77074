// Fails when a package.json of this repository asks for an unpinned dependency ("*", "latest" or empty):
// such a range lets the next `npm install` take any major version, so the lock file is the only thing standing
// between us and a breaking upgrade. Each range must be a caret range (or narrower) of the locked version.
//
// The workspace's own packages are the exception in form: npm has no `workspace:` protocol, it links a
// workspace when the range matches that workspace's version. We ask for the exact version ("0.1.0"), and this
// check makes sure it stays equal to the workspace's version, or npm would look for it in the registry.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const sections = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies']
const unpinned = new Set(['*', '', 'latest', 'x'])

const readJson = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'))

/** The package.json of every workspace, as npm resolved the root package.json's `workspaces` globs. */
function workspaceManifests() {
  const lock = readJson('package-lock.json')
  // The lock file lists every workspace folder as a package entry with a link from node_modules.
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && entry.link === true)
    .map(([, entry]) => `${entry.resolved}/package.json`)
}

const manifests = ['package.json', ...workspaceManifests()]
const workspaceVersions = new Map(
  manifests.slice(1).map((path) => {
    const manifest = readJson(path)
    return [manifest.name, manifest.version]
  }),
)

const problems = []
for (const path of manifests) {
  const manifest = readJson(path)
  for (const section of sections) {
    for (const [name, range] of Object.entries(manifest[section] ?? {})) {
      const workspaceVersion = workspaceVersions.get(name)
      if (workspaceVersion !== undefined) {
        if (range !== workspaceVersion) {
          problems.push(
            `${path} ${section}: ${name} "${range}" must be the workspace's version "${workspaceVersion}"`,
          )
        }
      } else if (unpinned.has(range.trim())) {
        problems.push(
          `${path} ${section}: ${name} "${range}" is unpinned; use ^ of the version in package-lock.json`,
        )
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Unpinned dependency ranges:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  process.exit(1)
}
console.log(`Dependency ranges: ${manifests.length} package.json files checked, none unpinned.`)
