/**
 * Import boundaries of the API and packages/shared (decision 012), checked by `npm run lint`:
 *
 *   packages/shared  →  API feature folders  →  app (app.ts, server.ts)
 *
 * Generic folders (http, db, lib, plugins) may be imported by any feature and import none. A feature folder
 * exposes one public entry, its index.ts; another feature imports only that entry, and two features never
 * import each other both ways. Test fixtures live in testing/, which production code never imports.
 *
 * `boundaryRules(root)` builds the rules for an API source folder. The self-test
 * (src/foundation/import-boundaries.test.ts) runs .dependency-cruiser.cjs itself, rules and options, on a fixture
 * laid out like the repository (boundary-fixtures/) and expects every rule to fire there.
 */
const GENERIC = '(http|db|lib|plugins)'
const ROOT_FILES = '(config|app-deps)\\.ts$'
const TEST_FILE = '\\.test\\.ts$'

function boundaryRules(root, shared = 'packages/shared/src') {
  const src = root.endsWith('/') ? root : `${root}/`
  const escaped = src.replace(/[.]/g, '\\.')
  const feature = `^${escaped}(?!${GENERIC}/|testing/)[^/]+/`
  return [
    {
      name: 'no-cycles',
      comment: 'No module may import itself through others: a cycle ties every file on it together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-feature-folder-cycles',
      comment: 'Two feature folders never import each other, directly or through a third.',
      severity: 'error',
      scope: 'folder',
      from: { path: `^${escaped}[^/]+$` },
      to: { path: `^${escaped}[^/]+$`, circular: true },
    },
    {
      name: 'feature-public-entry-only',
      comment:
        'A feature imports another feature only through its public entry (index.ts), never its inner files.',
      severity: 'error',
      from: { path: `^${escaped}([^/]+)/`, pathNot: [`^${escaped}testing/`] },
      to: {
        path: feature,
        pathNot: [`^${escaped}$1/`, `^${escaped}[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'generic-folders-import-no-feature',
      comment: 'http, db, lib and plugins serve every feature, so they import none (nor the app).',
      severity: 'error',
      from: { path: `^${escaped}${GENERIC}/` },
      to: { path: `^${escaped}`, pathNot: [`^${escaped}${GENERIC}/`, `^${escaped}${ROOT_FILES}`] },
    },
    {
      name: 'features-import-no-app',
      comment:
        'app.ts wires the features together; entry scripts beside it (server.ts, openapi-lint-cli.ts) run it. No folder imports them.',
      severity: 'error',
      from: { path: `^${escaped}[^/]+/`, pathNot: [`^${escaped}testing/`] },
      to: { path: `^${escaped}[^/]+\\.ts$`, pathNot: [`^${escaped}${ROOT_FILES}`] },
    },
    {
      name: 'no-testing-in-production',
      comment: 'Fixtures in testing/ are for tests; production code never imports them.',
      severity: 'error',
      from: { path: `^${escaped}`, pathNot: [`^${escaped}testing/`, TEST_FILE] },
      to: { path: `^${escaped}testing/` },
    },
    {
      name: 'drizzle-only-in-repositories',
      comment:
        'Decision 002: queries live in repositories (and db/, and the seed that writes demo data); services get rows.',
      severity: 'error',
      from: {
        path: `^${escaped}`,
        pathNot: ['repository\\.ts$', `^${escaped}(db|seed|testing)/`, TEST_FILE],
      },
      to: { path: 'node_modules/drizzle-orm/' },
    },
    {
      name: 'shared-imports-no-app',
      comment: 'packages/shared is the bottom layer: the API and the web import it, it imports neither.',
      severity: 'error',
      from: { path: `^${shared.replace(/[.]/g, '\\.')}/` },
      to: { path: '^apps/' },
    },
  ]
}

module.exports = { boundaryRules }
