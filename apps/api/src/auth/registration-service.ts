import type { Locale, RegisterInput } from '@rezervo/shared'
import { PG_UNIQUE_VIOLATION, pgConstraintName, pgErrorCode } from '../db/errors'
import { type FieldMessage, FieldValidationError } from '../http/errors'
import { hashPassword } from '../lib/password-hash'
import type { AccountDeps } from './account-deps'
import { queueVerificationEmail } from './email-verification-service'
import { findUserByEmail, insertUser } from './user-repository'

const emailTaken = () => new FieldValidationError({ email: ['unique'] })

/**
 * Creates the account and queues its verification email in one transaction; returns the new user's id.
 * The language of the request becomes the user's saved language (emails, answers without Accept-Language).
 */
export async function registerUser(deps: AccountDeps, input: RegisterInput, locale: Locale): Promise<number> {
  const { db } = deps.database
  const errors: Record<string, FieldMessage[]> = {}
  if (await findUserByEmail(db, input.email)) errors.email = ['unique']
  if (Object.keys(errors).length > 0) throw new FieldValidationError(errors)

  const passwordHash = await hashPassword(input.password)
  const now = deps.clock.now()
  try {
    const user = await db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        firstName: input.first_name,
        surname: input.surname,
        email: input.email,
        // Already E.164: the schema's phone field normalised it.
        phone: input.phone,
        passwordHash,
        locale: input.locale ?? locale,
        createdAt: now,
        updatedAt: now,
      })
      await queueVerificationEmail(deps, tx, user)
      return user
    })
    deps.mail.deliverSoon()
    return user.id
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, with the same answer.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgConstraintName(error) === 'users_email_unique') {
      throw emailTaken()
    }
    throw error
  }
}
