import { createBrowserRouter } from 'react-router'
import { rememberPreviousRoutes, rememberReferrerRoute } from '../auth'
import { AppLoading, AppRoot } from './app-root'
import { RouteError } from './route-error'
import { accountRoutes } from './routes/account-routes'
import { dashboardRoutes } from './routes/dashboard-routes'
import { embedRoutes, publicRoutes } from './routes/public-routes'
import { rememberScrollPositions } from './scroll-on-navigation'

/** Every route of spec §2 plus the dashboard; account screens and the dashboard load lazily. */
export const routes = [
  {
    element: <AppRoot />,
    HydrateFallback: AppLoading,
    errorElement: <RouteError />,
    children: [accountRoutes, dashboardRoutes, embedRoutes, publicRoutes],
  },
]

export const router = createBrowserRouter(routes)
// A reload or history step keeps the old referrer, so only a fresh navigation (a followed link) counts.
const startNavigation = performance.getEntriesByType?.('navigation')[0] as
  | PerformanceNavigationTiming
  | undefined
if (!startNavigation || startNavigation.type === 'navigate')
  rememberReferrerRoute(document.referrer, location.origin)
rememberPreviousRoutes(router)
rememberScrollPositions(router)
