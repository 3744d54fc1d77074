/**
 * The branches feature's public entry: the public branch page (its loaders, the view the server renders too,
 * its address) for the app and the booking. The back-office screens are routes the app loads lazily; the
 * first load of every page imports this entry, so nothing of theirs is exported here.
 */
export { BranchPage } from './branch-page'
export { BranchPageView, branchDescription } from './branch-page-view'
export { branchPath, publicBranchQuery } from './branch-queries'
export { branchLoader, branchShortcutLoader, homeLoader, notFoundLoader } from './branch-routes'
export { HomePage } from './home-page'
