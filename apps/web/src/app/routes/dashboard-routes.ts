import type { RouteObject, ShouldRevalidateFunction } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import * as dashboardLayout from '../dashboard-shell/dashboard-layout-route'
import { requireArea } from '../dashboard-shell/role-guard'

type Guard = ReturnType<typeof requireArea>

/**
 * A back-office section: its list, `new` and `:id` (create and edit share one screen), each with the loader
 * that sends a role which cannot use it to the overview (decision 037).
 */
const entityRoutes = (
  path: string,
  param: string,
  list: RouteObject['lazy'],
  form: RouteObject['lazy'],
  guards: { list: Guard; create: Guard; edit: Guard },
): RouteObject[] => [
  { path, lazy: list, loader: guards.list },
  { path: `${path}/new`, lazy: form, loader: guards.create },
  { path: `${path}/:${param}`, lazy: form, loader: guards.edit },
]

const managed = (area: 'services' | 'workers' | 'branches') => {
  const guard = requireArea(area, 'write')
  return { list: guard, create: guard, edit: guard }
}

/**
 * A role guard depends on the screen, not on its search params: a filter written into the URL does not ask again.
 * Otherwise each filter change waits for the guard, and a second change made meanwhile (a worker, then a state,
 * quickly) starts from the URL before the first and drops it.
 */
const guardOnNewScreen: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate

const withGuardsOnNewScreen = (routes: RouteObject[]): RouteObject[] =>
  routes.map((route) => (route.loader ? { ...route, shouldRevalidate: guardOnNewScreen } : route))

/**
 * The dashboard: signed-in and verified users only (the layout route's loader is the guard). This table loads
 * on the first address under /dashboard (app/router.tsx), and every such address renders the layout, so the
 * layout travels in the table's chunk rather than in a second download after it.
 */
export const dashboardRoutes: RouteObject = {
  path: dashboardPaths.overview,
  ...dashboardLayout,
  children: withGuardsOnNewScreen([
    { index: true, lazy: () => import('../../overview/overview-route') },
    {
      path: dashboardPaths.reservations,
      // The route renders once its texts in the active language are there too (Czech comes with its code).
      lazy: () =>
        import('../../reservations/calendar/calendar-route').then(async (route) => {
          await route.textsReady()
          return route
        }),
      loader: requireArea('calendar'),
    },
    {
      path: `${dashboardPaths.reservations}/list`,
      lazy: () => import('../../reservations/list/reservation-list-route'),
      loader: requireArea('reservations'),
    },
    {
      path: dashboardPaths.payments,
      lazy: () => import('../../payments/payments-route'),
      loader: requireArea('payments'),
    },
    {
      path: dashboardPaths.statistics,
      lazy: () => import('../../statistics/statistics-route'),
      loader: requireArea('statistics'),
    },
    ...entityRoutes(
      dashboardPaths.companies,
      'companyId',
      () => import('../../companies/companies-route'),
      () => import('../../companies/company-form-route'),
      // Anyone may create a company of their own; editing one is its settings.
      { list: requireArea('company'), create: async () => null, edit: requireArea('settings', 'write') },
    ),
    ...entityRoutes(
      dashboardPaths.branches,
      'branchId',
      () => import('../../branches/branches-route'),
      () => import('../../branches/branch-form-route'),
      managed('branches'),
    ),
    ...entityRoutes(
      dashboardPaths.services,
      'itemId',
      () => import('../../items/items-route'),
      () => import('../../items/item-form-route'),
      managed('services'),
    ),
    ...entityRoutes(
      dashboardPaths.workers,
      'workerId',
      () => import('../../workers/workers-route'),
      () => import('../../workers/worker-form-route'),
      managed('workers'),
    ),
    {
      path: `${dashboardPaths.customers}/:customerId/merge/:otherId`,
      lazy: () => import('../../customers/customer-merge-route'),
      loader: requireArea('customers', 'write'),
    },
    ...entityRoutes(
      dashboardPaths.customers,
      'customerId',
      () => import('../../customers/customers-route'),
      () => import('../../customers/customer-form-route'),
      {
        list: requireArea('customers'),
        create: requireArea('customers', 'write'),
        edit: requireArea('customers', 'write'),
      },
    ),
    { path: dashboardPaths.settings, lazy: () => import('../../profile/profile-route') },
    {
      path: `${dashboardPaths.settings}/notifications`,
      lazy: () => import('../../messaging/notification-settings-route'),
      loader: requireArea('notifications'),
    },
    {
      path: `${dashboardPaths.settings}/billing`,
      lazy: () => import('../../invoices/billing-route'),
      loader: requireArea('billing'),
    },
    {
      path: `${dashboardPaths.settings}/subscription`,
      lazy: () => import('../../billing/subscription-route'),
      loader: requireArea('billing'),
    },
    {
      path: `${dashboardPaths.settings}/members`,
      lazy: () => import('../../members/members-route'),
      loader: requireArea('members'),
    },
    {
      // The payment provider's card form; reached by a full page load (its CSP lets the provider in).
      path: `${dashboardPaths.settings}/subscription/card`,
      lazy: () => import('../../billing/card-route'),
    },
    {
      path: `${dashboardPaths.settings}/notification-log`,
      lazy: () => import('../../messaging/delivery-log-route'),
      loader: requireArea('notifications'),
    },
  ]),
}
