import { createBrowserRouter, redirect } from 'react-router'
import { BranchPage } from '../branches/branch-page'
import { branchLoader, branchShortcutLoader, homeLoader } from '../branches/branch-routes'
import { BasicLayout } from './layouts/basic-layout'

export const router = createBrowserRouter([
  {
    element: <BasicLayout />,
    children: [
      { path: '/', loader: homeLoader },
      { path: '/:branchSlug', loader: branchShortcutLoader },
      {
        path: '/:categoryGroupSlug/:categorySlug/:branchSlug',
        loader: branchLoader,
        element: <BranchPage />,
      },
      { path: '*', loader: () => redirect('/') },
    ],
  },
])
