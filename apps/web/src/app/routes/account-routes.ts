import type { RouteObject } from 'react-router'
import { authPaths } from '../../auth'

/**
 * The account screens under the guest layout; each loads its code only when visited. The login is a light
 * page of its own (decision 050): light-page-routes.ts.
 */
export const accountRoutes: RouteObject = {
  lazy: () => import('../../auth/guest-layout-route'),
  children: [
    { path: authPaths.register, lazy: () => import('../../auth/register/register-route') },
    {
      path: authPaths.forgotPassword,
      lazy: () => import('../../auth/forgot-password/forgot-password-route'),
    },
    {
      path: `${authPaths.resetPassword}/:token`,
      lazy: () => import('../../auth/reset-password/reset-password-route'),
    },
    {
      path: authPaths.verificationEmailSent,
      lazy: () => import('../../auth/verification-email-sent/verification-email-sent-route'),
    },
    { path: authPaths.verifyEmail, lazy: () => import('../../auth/verify-email/verify-email-route') },
  ],
}
