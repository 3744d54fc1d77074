/**
 * The account feature's public entry: the paths of its screens, the signed-in user, signing out and the
 * memory of the route before the account screens. The app shell and other features import these from here,
 * never the feature's inner files; its screens and their frame are routes the app loads lazily. The first
 * load of every page imports this entry, so it re-exports only small modules without load-time effects.
 */
export { signOut } from './auth-actions'
export {
  authPaths,
  isAuthScreenPath,
  isSignOutNavigation,
  loginPathFor,
  SIGNED_OUT_STATE,
} from './auth-paths'
export { ensureAuthUser, refreshAuthUser } from './auth-store'
export { AUTH_USER_QUERY_KEY, useAuthUser } from './auth-user-state'
export { readStoredUser, storeUser } from './auth-user-storage'
export {
  rememberLightPageReferrer,
  rememberPreviousRoutes,
  rememberReferrerRoute,
  rememberRouteLeft,
} from './previous-route'
