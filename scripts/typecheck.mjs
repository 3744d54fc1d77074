// Type-checks every TypeScript project, two at a time: each tsc is one single-threaded process, so on CI's two
// cores a second one nearly halves the phase (docs/ci.md). Fails if any project fails; prints each one's
// errors as tsc wrote them, whole, after it ends.
import { spawn } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tsc = join(root, 'node_modules/typescript/bin/tsc')
// The largest first, so the two slowest do not end up one after the other.
const projects = ['apps/api', 'bench', 'apps/web', 'packages/shared', 'e2e']
const parallel = Math.max(1, Math.min(2, availableParallelism()))

function check(project) {
  return new Promise((done) => {
    const started = Date.now()
    const child = spawn(process.execPath, [tsc, '-p', project], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      process.stdout.write(`tsc -p ${project}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)\n${output}`)
      done(code === 0)
    })
  })
}

const queue = [...projects]
const results = await Promise.all(
  Array.from({ length: parallel }, async () => {
    let ok = true
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok
    return ok
  }),
)
if (!results.every(Boolean)) process.exit(1)
