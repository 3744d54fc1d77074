import type { RouteObject } from 'react-router'
import { branchLoader, branchShortcutLoader, homeLoader, notFoundLoader } from '../../branches'
import { BasicLayout } from '../layouts/basic-layout'

const BRANCH_PATH = '/:categoryGroupSlug/:categorySlug/:branchSlug'

/**
 * Spec §2: the public screens under the basic layout. Every view loads lazily, the branch page's too (the
 * server renders its first visit), so the first load holds only the shell and the loaders (decision 025).
 */
export const publicRoutes: RouteObject = {
  element: <BasicLayout />,
  children: [
    { path: '/', loader: homeLoader, lazy: () => import('../../branches/home-route') },
    { path: '/category', lazy: () => import('../../directory/category-route') },
    { path: '/subcategory', lazy: () => import('../../directory/subcategory-route') },
    { path: '/dev/mailbox', lazy: () => import('../../dev-mailbox/dev-mailbox-route') },
    { path: '/invitations/:token', lazy: () => import('../../members/invitation-route') },
    // The 404 route: the branch loaders send failures here; a static segment outranks `/:branchSlug`.
    // These three only redirect, so they render nothing (`element: null`). Said outright, because the first render
    // of a dashboard address matches one of them before the dashboard's table arrives (router.tsx), and a leaf
    // route with no element at all made React Router warn on every dashboard load (issue 37).
    { path: '/404', loader: notFoundLoader, element: null },
    { path: '/:branchSlug', loader: branchShortcutLoader, element: null },
    {
      path: BRANCH_PATH,
      loader: branchLoader,
      lazy: () => import('../../branches/branch-page-route'),
    },
    { path: '*', loader: notFoundLoader, element: null },
  ],
}
