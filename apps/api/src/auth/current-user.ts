import type { AuthUser } from '@rezervo/shared'
import type { AccountDeps } from './account-deps'
import { toAuthenticatedUser } from './authentication'
import { findUserById } from './user-repository'

/** GET /api/user: the signed-in user as the web app keeps it (authUser); the token only for its session. */
export async function currentUser(
  deps: AccountDeps,
  userId: number,
  token: string | null,
): Promise<AuthUser> {
  const row = await findUserById(deps.database.db, userId)
  if (!row) throw new Error(`signed-in user ${userId} no longer exists`)
  const user = toAuthenticatedUser(row)
  return {
    id: user.id,
    first_name: user.firstName,
    surname: user.surname,
    email: user.email,
    phone: user.phone,
    locale: user.locale,
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    token,
    created_at: row.createdAt.toISOString(),
    last_company_id: row.lastCompanyId,
  }
}
