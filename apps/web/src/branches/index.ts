/**
 * The branches feature's public entry: the public branch page's loaders, the view the server renders, its
 * address, for the app and the booking. Its screens (the branch page, Home, the back-office ones) are routes
 * the app loads lazily; the first load of every page imports this entry, so nothing of theirs is exported here.
 */
export { BookingRulesList } from './booking-rules-list'
export { BranchPageView, branchDescription } from './branch-page-view'
export { branchPath, notFoundPathFor, publicBranchQuery } from './branch-queries'
export { branchLoader, branchShortcutLoader, homeLoader, notFoundLoader } from './branch-routes'
