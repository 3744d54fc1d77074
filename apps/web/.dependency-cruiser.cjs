/** Import boundaries of the web app (decision 013); the rules are in import-boundary-rules.cjs. */
const { boundaryRules } = require('./import-boundary-rules.cjs')

module.exports = {
  forbidden: boundaryRules('apps/web/src'),
  options: {
    // The graph is the production code's: tests are leaves that may reach into what they test.
    doNotFollow: { path: ['node_modules'] },
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
