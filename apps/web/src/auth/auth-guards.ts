import { redirect } from 'react-router'
import { dashboardPaths } from '../lib/dashboard-paths'
import { readStoredUser } from './auth-user-storage'

/** Sign-in and sign-up make no sense for a verified, signed-in user: straight to the dashboard. */
export function redirectVerifiedUser() {
  return readStoredUser()?.email_verified ? redirect(dashboardPaths.overview) : null
}
