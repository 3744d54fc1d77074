import type { ForgotPasswordInput, LoginInput, ResetPasswordInput } from '@rezervo/shared/schemas/auth'
import type { RegisterInput } from '@rezervo/shared/schemas/registration'
import { apiClient } from '../lib/api-client'

/** The accounts calls of spec §7 (Laravel Sanctum / Fortify paths). */

export interface StatusAnswer {
  status: string
}

export interface MessageAnswer {
  message: string
}

export const login = (input: LoginInput) => apiClient.post<void>('/login', input)

export const register = (input: RegisterInput) => apiClient.post<void>('/register', input)

export const logout = () => apiClient.post<void>('/logout')

export const requestPasswordReset = (input: ForgotPasswordInput) =>
  apiClient.post<StatusAnswer>('/forgot-password', input)

export const resetPassword = (input: ResetPasswordInput) =>
  apiClient.post<StatusAnswer>('/reset-password', input)

export const sendVerificationEmail = (email?: string) =>
  apiClient.post<StatusAnswer>('/email/verification-notification', email ? { email } : {})

export interface VerificationLink {
  id: string
  hash: string
  expires: string
  signature: string
}

/** The signed link of the verification email, with the user's bearer token when one is known. */
export function verifyEmail(link: VerificationLink, bearerToken: string | null | undefined) {
  const query = new URLSearchParams({ expires: link.expires, signature: link.signature })
  const path = `/email/verify/${encodeURIComponent(link.id)}/${encodeURIComponent(link.hash)}?${query}`
  return apiClient.get<MessageAnswer>(path, { bearerToken })
}
