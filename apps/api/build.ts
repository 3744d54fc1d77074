import { copyFileSync, readFileSync, rmSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

/**
 * Compiles the API to dist/ for `npm start` and the Docker image: one ES module per entry, with
 * @rezervo/shared (whose package exports TypeScript sources) inlined and every other package left to
 * node_modules. Source maps let `node --enable-source-maps` print stack traces in the TypeScript sources.
 */
const apiRoot = import.meta.dirname
export const apiDistDir = join(apiRoot, 'dist')

const dependenciesOf = (manifestPath: string): string[] =>
  Object.keys(JSON.parse(readFileSync(manifestPath, 'utf8')).dependencies ?? {})

const packageNameOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/')

/** Bare imports stay imports, except the workspace's own TypeScript packages, which are bundled. */
const nodeModulesExternal: Plugin = {
  name: 'node-modules-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rezervo/') ? undefined : { path: args.path, external: true },
    )
  },
}

/** Writes dist/server.js, dist/migrate-cli.js and dist/db-move-cli.js (with source maps); throws on a build error. */
export async function buildApi(): Promise<void> {
  rmSync(apiDistDir, { recursive: true, force: true })
  // Reached by URL from db/pglite-server.ts, not imported: the embedded database's thread (decision 024).
  const pgliteWorker = 'src/db/pglite-worker.mjs'
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: {
      server: 'src/server.ts',
      'migrate-cli': 'src/db/migrate-cli.ts',
      'db-move-cli': 'src/db/move/move-cli.ts',
    },
    outdir: apiDistDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces need the mappings, not the sources: the image stays smaller.
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [nodeModulesExternal],
  })

  // A package imported by the bundle but missing from the dependencies would be absent in production only,
  // where the install has the API's and the shared package's dependencies and nothing else.
  const runtimePackages = new Set([
    ...dependenciesOf(join(apiRoot, 'package.json')),
    ...dependenciesOf(join(apiRoot, '../../packages/shared/package.json')),
  ])
  const missing = new Set<string>()
  for (const output of Object.values(result.metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || isBuiltin(imported.path)) continue
      const name = packageNameOf(imported.path)
      if (!runtimePackages.has(name)) missing.add(name)
    }
  }
  // The worker is copied as it is; its imports must be production dependencies all the same.
  for (const [, imported] of readFileSync(join(apiRoot, pgliteWorker), 'utf8').matchAll(
    /from '([^'.][^']*)'/g,
  )) {
    if (imported && !isBuiltin(imported) && !runtimePackages.has(packageNameOf(imported))) {
      missing.add(packageNameOf(imported))
    }
  }
  if (missing.size > 0) {
    throw new Error(
      `The API imports packages missing from apps/api/package.json dependencies: ${[...missing].join(', ')}`,
    )
  }
  copyFileSync(join(apiRoot, pgliteWorker), join(apiDistDir, 'pglite-worker.mjs'))
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await buildApi()
    console.log(`API built to ${apiDistDir}`)
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
