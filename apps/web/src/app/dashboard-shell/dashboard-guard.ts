import type { AuthUser } from '@rezervo/shared/schemas/auth'
import { type LoaderFunctionArgs, redirect } from 'react-router'
import { AUTH_USER_QUERY_KEY, authPaths, ensureAuthUser, loginPathFor, readStoredUser } from '../../auth'
import { adoptLastCompany } from '../../companies'
import { isApiError } from '../../lib/api-errors'
import { queryClient } from '../../lib/query-client'

/**
 * The dashboard's guard: a signed-in user with a verified email, else /login (returning here afterwards) or
 * /verification-email-sent. Nobody known on this device means signed out without asking the server; a known
 * user is revalidated when the cached copy is stale, so an ended session or a fresh verification counts.
 * A verified user's last company (kept on the account) becomes the current one when this device has none.
 */
export async function requireVerifiedUser({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  const toLogin = () => redirect(loginPathFor(`${url.pathname}${url.search}`))
  const known = queryClient.getQueryData<AuthUser | null>(AUTH_USER_QUERY_KEY) ?? readStoredUser()
  if (!known) return toLogin()
  let user = known
  try {
    const fresh = await ensureAuthUser(queryClient)
    if (!fresh) return toLogin()
    user = fresh
  } catch (error) {
    // Offline or a server error: keep working with the user this device knows; the screens report failures.
    if (isApiError(error, 401)) return toLogin()
  }
  if (!user.email_verified) return redirect(authPaths.verificationEmailSent)
  // The company the owner worked in last, on any device, opens first (issue 18).
  adoptLastCompany(user.last_company_id ?? null)
  return user
}
