import type { RouteObject } from 'react-router'
import {
  BranchPage,
  branchLoader,
  branchShortcutLoader,
  HomePage,
  homeLoader,
  notFoundLoader,
} from '../../branches'
import { BasicLayout } from '../layouts/basic-layout'

const BRANCH_PATH = '/:categoryGroupSlug/:categorySlug/:branchSlug'

/** Spec §2: the public screens under the basic layout; the branch page itself stays in the first bundle. */
export const publicRoutes: RouteObject = {
  element: <BasicLayout />,
  children: [
    { path: '/', loader: homeLoader, element: <HomePage /> },
    { path: '/category', lazy: () => import('../../directory/category-route') },
    { path: '/subcategory', lazy: () => import('../../directory/subcategory-route') },
    { path: '/dev/mailbox', lazy: () => import('../../dev-mailbox/dev-mailbox-route') },
    // The 404 route: the branch loaders send failures here; a static segment outranks `/:branchSlug`.
    { path: '/404', loader: notFoundLoader },
    { path: '/:branchSlug', loader: branchShortcutLoader },
    { path: BRANCH_PATH, loader: branchLoader, element: <BranchPage /> },
    {
      path: `${BRANCH_PATH}/rezervace`,
      loader: branchLoader,
      lazy: () => import('../../booking/booking-route'),
    },
    {
      path: `${BRANCH_PATH}/potvrzeni-rezervace`,
      lazy: () => import('../../booking/confirmation-route'),
    },
    { path: '*', loader: notFoundLoader },
  ],
}
