import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router'
import { rememberPreviousRoutes, rememberReferrerRoute } from '../auth'
import { dashboardPaths } from '../lib/dashboard-paths'
import { AppLoading, AppRoot } from './app-root'
import { RouteError } from './route-error'
import { accountRoutes } from './routes/account-routes'
import { lightPageRoutes } from './routes/light-page-routes'
import { publicRoutes } from './routes/public-routes'
import { rememberScrollPositions } from './scroll-on-navigation'

const ROOT_ROUTE_ID = 'root'

/**
 * Every route of spec §2 plus the dashboard; account screens and the dashboard load lazily, the login and the
 * booking pages are light pages that a navigation to one loads as a document (decisions 050, 052). The dashboard's
 * route table (its thirty routes with their role guards) is not in this list: the router discovers it on the
 * first navigation under /dashboard (`patchRoutesOnNavigation`), so the public pages' and the login's first
 * load do not carry the back office's route objects (issue 16, decision 048).
 */
export const routes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    element: <AppRoot />,
    HydrateFallback: AppLoading,
    errorElement: <RouteError />,
    children: [...lightPageRoutes, accountRoutes, publicRoutes],
  },
]

const isDashboardPath = (path: string) =>
  path === dashboardPaths.overview || path.startsWith(`${dashboardPaths.overview}/`)

const loadDashboardRoutes = () => import('./routes/dashboard-routes')
// Opened straight at a dashboard address (a reload, a bookmark): fetch the table now, beside the entry's own
// work, rather than when the router first asks for it.
const startingInDashboard = isDashboardPath(globalThis.location?.pathname ?? '')
if (startingInDashboard) void loadDashboardRoutes()

let dashboardPatched = false

/**
 * Called on the first load and on navigations whose address matches nothing or only a dynamic public route
 * (`/dashboard` looks like a branch shortcut, `/dashboard/…` like the 404 splat): under /dashboard it adds the
 * dashboard's table once, and the router matches again.
 */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (dashboardPatched || !isDashboardPath(path.split(/[?#]/)[0] ?? '')) return
  const { dashboardRoutes } = await loadDashboardRoutes()
  if (dashboardPatched) return
  dashboardPatched = true
  patch(ROOT_ROUTE_ID, [dashboardRoutes])
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discoverRoutes })
// A reload or history step keeps the old referrer, so only a fresh navigation (a followed link) counts.
const startNavigation = performance.getEntriesByType?.('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined
if (!startNavigation || startNavigation.type === 'navigate')
  rememberReferrerRoute(document.referrer, location.origin)
rememberPreviousRoutes(router)
rememberScrollPositions(router)
