/** The auth module's public entry: who is signed in, the guards, the user records and the verification email that the profile and the company check use. */
export { bearerTokenOf } from './access-tokens'
export type { AccountDeps } from './account-deps'
export { MUTATING_METHODS } from './csrf'
export { queueVerificationEmail } from './email-verification-service'
export { signEmbedToken } from './embed-token'
export { requireUser, requireVerifiedUser, signedInUser } from './guards'
export { sha256Hex } from './random-token'
export { sessionAccessToken } from './sign-in'
export {
  findUserByEmail,
  findUserById,
  markEmailVerified,
  type UserRow,
  updateUserPassword,
} from './user-repository'
