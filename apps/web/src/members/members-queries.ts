import type {
  InvitationAccepted,
  InvitationPreview,
  Member,
  MemberAuditEntry,
  MemberInvitation,
  MemberInvitationInput,
  MemberRoleInput,
  MemberRow,
} from '@rezervo/shared/team/members'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '../lib/api-client'
import { companyKey, companyPath, type DataAnswer, type ListAnswer } from '../lib/company-resource'
import { ifMatchHeaders } from '../lib/record-version'

export const AUDIT_PER_PAGE = 20

/** Everything of the members screen lies under this key: members, invitations, audit log. */
export const teamKey = (companyId: number) => companyKey(companyId, 'members')

export const membersQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...teamKey(companyId), 'list'],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<MemberRow[]>>(companyPath(companyId, '/members'), { signal })
        .then((answer) => answer.data),
  })

export const invitationsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: [...teamKey(companyId), 'invitations'],
    queryFn: ({ signal }) =>
      apiClient
        .get<DataAnswer<MemberInvitation[]>>(companyPath(companyId, '/invitations'), { signal })
        .then((answer) => answer.data),
  })

export const auditLogQueryOptions = (companyId: number, page: number) =>
  queryOptions({
    queryKey: [...teamKey(companyId), 'audit-log', page],
    queryFn: ({ signal }) =>
      apiClient.get<ListAnswer<MemberAuditEntry>>(
        companyPath(companyId, `/members/audit-log?page=${page}&per_page=${AUDIT_PER_PAGE}`),
        { signal },
      ),
  })

export const inviteMember = (companyId: number, input: MemberInvitationInput) =>
  apiClient.post<DataAnswer<MemberInvitation>>(companyPath(companyId, '/members'), input)

export const resendInvitation = (companyId: number, invitationId: number) =>
  apiClient.post<DataAnswer<MemberInvitation>>(companyPath(companyId, `/invitations/${invitationId}/resend`))

export const revokeInvitation = (companyId: number, invitationId: number) =>
  apiClient.request<void>(companyPath(companyId, `/invitations/${invitationId}`), { method: 'DELETE' })

/** Made to the version the list row shows (If-Match): a role another owner changed meanwhile answers 412. */
export const changeMemberRole = (
  companyId: number,
  member: { id: number; etag: string },
  input: MemberRoleInput,
) =>
  apiClient.request<DataAnswer<Member>>(companyPath(companyId, `/members/${member.id}`), {
    method: 'PUT',
    body: input,
    headers: ifMatchHeaders(member.etag),
  })

/** With the version the list row shows (If-Match): a member whose role changed meanwhile answers 412 and stays. */
export const removeMember = (companyId: number, member: { id: number; etag: string }) =>
  apiClient.request<void>(companyPath(companyId, `/members/${member.id}`), {
    method: 'DELETE',
    headers: ifMatchHeaders(member.etag),
  })

const invitationPath = (token: string) => `/api/v1/invitations/${encodeURIComponent(token)}`

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitations', token],
    queryFn: ({ signal }) =>
      apiClient.get<DataAnswer<InvitationPreview>>(invitationPath(token), { signal }).then((a) => a.data),
    retry: false,
  })

export const acceptInvitation = (token: string) =>
  apiClient.post<DataAnswer<InvitationAccepted>>(`${invitationPath(token)}/accept`).then((a) => a.data)
