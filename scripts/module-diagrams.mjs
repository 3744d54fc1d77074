// The module diagrams of docs/architecture.md, drawn from the code (issue 31): dependency-cruiser reads the API and
// the web with the lint's own configurations, the modules are folded into their top-level folders, and the two
// mermaid blocks between the markers are written from that graph, so they cannot drift from the imports again.
//
//   node scripts/module-diagrams.mjs          rewrites the blocks (npm run docs:diagrams)
//   node scripts/module-diagrams.mjs --check  fails when the committed blocks differ (npm run lint)
//   --doc <file>                              another copy of the document (the self-test's)
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { cruise } from 'dependency-cruiser'
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options'
import { optionValue, withBlock, writeOrCheck } from './generated-block.mjs'

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..')
export const REGENERATE = 'npm run docs:diagrams'

/**
 * How each side's modules fold into the diagram's boxes. `generic` maps a folder or root file to the box of the
 * code every feature may use; edges into those boxes (and into packages/shared) are drawn only from boxes that
 * import nothing else, since every feature imports them ("every feature also imports …" in the text).
 */
export const DIAGRAMS = {
  api: {
    config: 'apps/api/.dependency-cruiser.cjs',
    root: 'apps/api/src/',
    generic: {
      http: 'generic',
      db: 'generic',
      lib: 'generic',
      plugins: 'generic',
      'config.ts': 'generic',
      'app-deps.ts': 'generic',
    },
    labels: {
      shared: 'packages/shared',
      generic: 'generic: http, db, lib, plugins, config.ts, app-deps.ts',
    },
  },
  web: {
    config: 'apps/web/.dependency-cruiser.cjs',
    root: 'apps/web/src/',
    generic: { lib: 'lib', ui: 'ui' },
    labels: {
      shared: 'packages/shared',
      lib: 'lib: API client, record resources, query client, i18n, dashboard paths, page location',
      ui: 'ui: components, record form scaffold, weekly hours editor',
      app: 'app: router, layouts, dashboard shell',
      light: "light: the light pages' entries (decisions 050, 052)",
      server: "server: the branch page's server entry",
    },
  },
}

/** The box a module (path relative to the repository) belongs to, or undefined for what the diagram leaves out. */
function boxOf(path, layout) {
  if (path.startsWith('packages/shared/')) return 'shared'
  if (!path.startsWith(layout.root) || !/\.(?:ts|tsx|mjs|cjs|js)$/.test(path)) return undefined
  const top = path.slice(layout.root.length).split('/')[0]
  if (top === 'testing') return undefined
  return layout.generic[top] ?? top
}

/**
 * The imports between boxes: static imports, type-only ones too (the boundary rules count them); a lazy
 * `import()` is left out (app/ loads every feature's screens that way, which the text says once).
 */
export async function boxGraph(name) {
  const layout = DIAGRAMS[name]
  const options = await extractDepcruiseOptions(join(repoRoot, layout.config))
  const result = await cruise([layout.root.slice(0, -1)], {
    ...options,
    baseDir: repoRoot,
    validate: false,
    ruleSet: undefined,
  })
  if (typeof result.output === 'string') throw new Error('expected a cruise result')
  const graph = new Map()
  for (const module of result.output.modules) {
    const from = boxOf(module.source, layout)
    if (from === undefined || from === 'shared') continue
    const targets = graph.get(from) ?? new Set()
    graph.set(from, targets)
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve) continue
      if (dependency.dependencyTypes.includes('dynamic-import')) continue
      const to = boxOf(dependency.resolved, layout)
      if (to !== undefined && to !== from) targets.add(to)
    }
  }
  return graph
}

const idOf = (box) => box.replace(/\.[a-z]+$/, '').replace(/-([a-z])/g, (_, letter) => letter.toUpperCase())
const byName = (a, b) => (a < b ? -1 : a > b ? 1 : 0)

/** The mermaid flowchart of a box graph: arrows from the importer to what it imports. */
export function mermaidOf(graph, layout) {
  const lowBoxes = new Set([...Object.values(layout.generic), 'shared'])
  const named = new Set()
  const node = (box) => {
    const id = idOf(box)
    if (named.has(box)) return id
    named.add(box)
    const label = layout.labels[box] ?? box
    return label === id ? id : `${id}[${JSON.stringify(label)}]`
  }
  const lines = ['flowchart BT']
  const leaves = []
  for (const box of [...graph.keys()].sort(byName)) {
    const targets = [...graph.get(box)].sort(byName)
    const drawn = lowBoxes.has(box)
      ? // Among the generic boxes: their own layering, and packages/shared below the lowest.
        targets.filter(
          (to) => to !== 'shared' || !targets.some((other) => lowBoxes.has(other) && other !== 'shared'),
        )
      : targets.filter((to) => !lowBoxes.has(to))
    if (drawn.length > 0) lines.push(`  ${node(box)} --> ${drawn.map(node).join(' & ')}`)
    else if (!lowBoxes.has(box)) leaves.push(box)
  }
  // Boxes that import only the generic code, grouped by what they import.
  const byTargets = new Map()
  for (const box of leaves) {
    const key = [...graph.get(box)]
      .filter((to) => to !== 'shared')
      .sort(byName)
      .join(' & ')
    byTargets.set(key, [...(byTargets.get(key) ?? []), box])
  }
  for (const [key, boxes] of [...byTargets].sort(([a], [b]) => byName(a, b))) {
    const targets = key ? key.split(' & ') : ['shared']
    lines.push(`  ${boxes.map(node).join(' & ')} --> ${targets.map(node).join(' & ')}`)
  }
  return lines.join('\n')
}

/** The document with `name`'s diagram (api or web) replaced by `diagram`. */
export function withDiagram(document, name, diagram) {
  return withBlock(
    document,
    `module-diagram:${name}`,
    `\`\`\`mermaid\n${diagram}\n\`\`\``,
    `${REGENERATE} from the imports`,
  )
}

/** The document as the code draws it: both diagrams regenerated. */
export async function regenerated(document) {
  let next = document
  for (const name of Object.keys(DIAGRAMS))
    next = withDiagram(next, name, mermaidOf(await boxGraph(name), DIAGRAMS[name]))
  return next
}

async function main(args) {
  return writeOrCheck({
    doc: optionValue(args, '--doc', join(repoRoot, 'docs/architecture.md')),
    args,
    regenerate: regenerated,
    complaint: 'the module diagrams differ from the imports in the code.',
    command: REGENERATE,
  })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  process.exitCode = await main(process.argv.slice(2))
