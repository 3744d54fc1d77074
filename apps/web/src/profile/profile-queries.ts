import type {
  EmailChangeInput,
  PasswordChangeInput,
  Profile,
  ProfileInput,
} from '@rezervo/shared/schemas/profile'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import type { DataAnswer } from '../lib/company-resource'

export const PROFILE_KEY = ['profile'] as const

/** GET /api/v1/profile */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) =>
      apiClient.get<DataAnswer<Profile>>('/api/v1/profile', { signal }).then((answer) => answer.data),
  })

export const updateProfile = (input: ProfileInput) =>
  apiClient
    .request<DataAnswer<Profile>>('/api/v1/profile', { method: 'PUT', body: input })
    .then((answer) => answer.data)

export const changePassword = (input: PasswordChangeInput) =>
  apiClient.request<undefined>('/api/v1/profile/password', { method: 'PUT', body: input })

export const changeEmail = (input: EmailChangeInput) =>
  apiClient
    .request<DataAnswer<Profile>>('/api/v1/profile/email', { method: 'PUT', body: input })
    .then((answer) => answer.data)
