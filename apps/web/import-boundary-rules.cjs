/**
 * Import boundaries of the web app (decision 013), checked by `npm run lint`:
 *
 *   packages/shared  →  lib  →  ui  →  feature folders  →  app (router, layouts, dashboard shell), server, light
 *
 * lib (API client, resources, i18n, the dashboard's paths) and ui (components, the record form scaffold) may be
 * imported by any feature and import none. A feature folder exposes one public entry, its index.ts; another
 * feature imports only that entry, and two features never import each other, directly or through a third.
 * app, server and light compose the features: they import a feature's entry, and its screens (`*-route.tsx`,
 * loaded lazily by the router; `*-light-page.tsx`, the page of a light entry, decision 050); no feature
 * imports them. Test helpers live in testing/, which production code never imports.
 *
 * `boundaryRules(root)` builds the rules for a web source folder. The self-test (src/import-boundaries.test.ts)
 * runs .dependency-cruiser.cjs itself, rules and options, on a fixture laid out like the repository
 * (boundary-fixtures/) and expects every rule to fire there.
 */
const GENERIC = '(?:lib|ui)'
const COMPOSERS = '(?:app|server|light)'
const TEST_FILE = '\\.test\\.tsx?$'

function boundaryRules(root) {
  const src = root.endsWith('/') ? root : `${root}/`
  const escaped = src.replace(/[.]/g, '\\.')
  const notFeature = `(?!${GENERIC}/|${COMPOSERS}/|testing/)`
  const feature = `^${escaped}${notFeature}[^/]+/`
  const entry = `^${escaped}[^/]+/index\\.ts$`
  const screen = `^${escaped}[^/]+/.*-(?:route|light-page)\\.tsx$`
  return [
    {
      name: 'no-cycles',
      comment: 'No module may import itself through others: a cycle ties every file on it together.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-folder-cycles',
      comment:
        'No two top-level folders (features, lib, ui, app) import each other, directly or through a third.',
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
      from: { path: `^${escaped}${notFeature}([^/]+)/` },
      to: { path: feature, pathNot: [`^${escaped}$1/`, entry] },
    },
    {
      name: 'app-imports-entries-and-screens',
      comment:
        'app, server and light reach a feature through its public entry, or one of its screens (*-route.tsx, *-light-page.tsx).',
      severity: 'error',
      from: { path: `^${escaped}${COMPOSERS}/` },
      to: { path: feature, pathNot: [entry, screen] },
    },
    {
      name: 'generic-folders-import-no-feature',
      comment: 'lib and ui serve every feature, so they import none, nor app and server.',
      severity: 'error',
      from: { path: `^${escaped}${GENERIC}/` },
      to: { path: `^${escaped}`, pathNot: [`^${escaped}${GENERIC}/`] },
    },
    {
      name: 'lib-imports-no-ui',
      comment: 'lib is the bottom of the web app: ui builds on it, not the other way round.',
      severity: 'error',
      from: { path: `^${escaped}lib/` },
      to: { path: `^${escaped}ui/` },
    },
    {
      name: 'features-import-no-app',
      comment: 'app composes the features and server renders one of their views; no feature imports them.',
      severity: 'error',
      from: { path: feature },
      to: { path: `^${escaped}${COMPOSERS}/` },
    },
    {
      name: 'no-testing-in-production',
      comment: 'Helpers in testing/ are for tests; production code never imports them.',
      severity: 'error',
      from: { path: `^${escaped}`, pathNot: [`^${escaped}testing/`, TEST_FILE] },
      to: { path: `^${escaped}testing/` },
    },
  ]
}

module.exports = { boundaryRules }
