import type { RouteObject } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'

/** A back-office section: its list, `new` and `:id` (create and edit share one screen). */
const entityRoutes = (
  path: string,
  param: string,
  list: RouteObject['lazy'],
  form: RouteObject['lazy'],
): RouteObject[] => [
  { path, lazy: list },
  { path: `${path}/new`, lazy: form },
  { path: `${path}/:${param}`, lazy: form },
]

/** The dashboard: signed-in and verified users only (the layout route's loader is the guard). */
export const dashboardRoutes: RouteObject = {
  path: dashboardPaths.overview,
  lazy: () => import('../dashboard-shell/dashboard-layout-route'),
  children: [
    { index: true, lazy: () => import('../../overview/overview-route') },
    { path: dashboardPaths.reservations, lazy: () => import('../../reservations/calendar/calendar-route') },
    {
      path: `${dashboardPaths.reservations}/list`,
      lazy: () => import('../../reservations/list/reservation-list-route'),
    },
    { path: dashboardPaths.payments, lazy: () => import('../../payments/payments-route') },
    { path: dashboardPaths.statistics, lazy: () => import('../../statistics/statistics-route') },
    ...entityRoutes(
      dashboardPaths.companies,
      'companyId',
      () => import('../../companies/companies-route'),
      () => import('../../companies/company-form-route'),
    ),
    ...entityRoutes(
      dashboardPaths.branches,
      'branchId',
      () => import('../../branches/branches-route'),
      () => import('../../branches/branch-form-route'),
    ),
    ...entityRoutes(
      dashboardPaths.services,
      'itemId',
      () => import('../../items/items-route'),
      () => import('../../items/item-form-route'),
    ),
    ...entityRoutes(
      dashboardPaths.workers,
      'workerId',
      () => import('../../workers/workers-route'),
      () => import('../../workers/worker-form-route'),
    ),
    {
      path: `${dashboardPaths.customers}/:customerId/merge/:otherId`,
      lazy: () => import('../../customers/customer-merge-route'),
    },
    ...entityRoutes(
      dashboardPaths.customers,
      'customerId',
      () => import('../../customers/customers-route'),
      () => import('../../customers/customer-form-route'),
    ),
    { path: dashboardPaths.settings, lazy: () => import('../../profile/profile-route') },
    {
      path: `${dashboardPaths.settings}/notifications`,
      lazy: () => import('../../messaging/notification-settings-route'),
    },
    {
      path: `${dashboardPaths.settings}/billing`,
      lazy: () => import('../../invoices/billing-route'),
    },
    {
      path: `${dashboardPaths.settings}/subscription`,
      lazy: () => import('../../billing/subscription-route'),
    },
    {
      path: `${dashboardPaths.settings}/members`,
      lazy: () => import('../../members/members-route'),
    },
    {
      // The payment provider's card form; reached by a full page load (its CSP lets the provider in).
      path: `${dashboardPaths.settings}/subscription/card`,
      lazy: () => import('../../billing/card-route'),
    },
    {
      path: `${dashboardPaths.settings}/notification-log`,
      lazy: () => import('../../messaging/delivery-log-route'),
    },
  ],
}
