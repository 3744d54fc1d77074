import { createBrowserRouter } from 'react-router'
import { AppLoading, AppRoot } from './app-root'
import { rememberPreviousRoutes } from './previous-route'
import { RouteError } from './route-error'
import { accountRoutes } from './routes/account-routes'
import { dashboardRoutes } from './routes/dashboard-routes'
import { publicRoutes } from './routes/public-routes'
import { rememberScrollPositions } from './scroll-on-navigation'

/** Every route of spec §2 plus the dashboard; account screens and the dashboard load lazily. */
export const routes = [
  {
    element: <AppRoot />,
    HydrateFallback: AppLoading,
    errorElement: <RouteError />,
    children: [accountRoutes, dashboardRoutes, publicRoutes],
  },
]

export const router = createBrowserRouter(routes)
rememberPreviousRoutes(router)
rememberScrollPositions(router)
