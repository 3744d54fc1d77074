/** Import boundaries of the API and packages/shared (decision 012); the rules are in import-boundary-rules.cjs. */
const { boundaryRules } = require('./import-boundary-rules.cjs')

module.exports = {
  forbidden: boundaryRules('apps/api/src'),
  options: {
    // The graph is the production code's: tests are leaves that may reach into what they test, and the
    // fixtures in testing/ build whole apps, so they are seen as imported but not followed.
    doNotFollow: { path: ['node_modules', '/testing/'] },
    exclude: { path: ['boundary-fixtures', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
