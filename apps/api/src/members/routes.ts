import {
  dataOf,
  invitationAcceptedSchema,
  invitationPreviewSchema,
  memberAuditEntrySchema,
  memberInvitationInputSchema,
  memberInvitationSchema,
  memberRoleInputSchema,
  memberRowSchema,
  memberSchema,
  pageOf,
  pagingQuerySchema,
} from '@rezervo/shared'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../app-deps'
import { requireUser, signedInUser } from '../auth'
import { companyAccessOf } from '../http/company-access'
import { errorResponses, limitedWriteErrors, readErrors, writeErrors } from '../http/openapi'
import { versionedRecord, withRowEtags } from '../http/record-version'
import { companyParams, pathId } from '../http/records'
import {
  type Actor,
  acceptInvitation,
  changeMemberRole,
  getMember,
  inviteMember,
  listAuditLog,
  listInvitations,
  listMembers,
  previewInvitation,
  removeMember,
  resendInvitation,
  revokeInvitation,
} from './service'

const tags = ['members']
const memberParams = companyParams.extend({ memberId: pathId() })
const invitationParams = companyParams.extend({ invitationId: pathId() })
/** The link's token as it came; anything that is no token of ours is simply not found. */
const tokenParams = z.object({ token: z.string().max(200) })

const actorOf = (request: FastifyRequest): Actor => signedInUser(request)

function deliverSoon(app: FastifyInstance) {
  if (app.hasDecorator('mailDelivery')) app.mailDelivery.deliverSoon()
}

/** The owner's members, invitations and audit log (issue 20, decision 038); company scope, owner only. */
export async function registerMemberRoutes(scope: FastifyInstance, deps: AppDeps) {
  const typed = scope.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/members',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary: 'Members of the company with their roles (owner only)',
        params: companyParams,
        response: { 200: dataOf(z.array(memberRowSchema)), ...readErrors },
      },
    },
    async (request) => withRowEtags(await listMembers(deps, companyAccessOf(request))),
  )
  typed.post(
    '/members',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary:
          'Invite a person by email with a role; emails a link valid 7 days (402 plan_limit without staff roles, 409 already a member)',
        params: companyParams,
        body: memberInvitationInputSchema,
        response: { 201: dataOf(memberInvitationSchema), ...limitedWriteErrors },
      },
    },
    async (request, reply) => {
      const invited = await inviteMember(deps, companyAccessOf(request), request.body, actorOf(request))
      deliverSoon(scope)
      return reply.status(201).send(invited)
    },
  )
  typed.get(
    '/members/audit-log',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary: 'Every change to the members, newest first (owner only)',
        params: companyParams,
        querystring: pagingQuerySchema,
        response: { 200: pageOf(memberAuditEntrySchema), ...readErrors },
      },
    },
    async (request) => listAuditLog(deps, companyAccessOf(request), request.query),
  )
  const member = versionedRecord('member', memberParams, (access, { memberId }) =>
    getMember(deps, access, memberId),
  )
  typed.get(
    '/members/:memberId',
    {
      schema: {
        tags,
        summary: 'A member with their role (owner only)',
        params: memberParams,
        response: { 200: dataOf(memberSchema), ...readErrors },
      },
      config: { area: 'members', record: member },
    },
    async (request) => getMember(deps, companyAccessOf(request), request.params.memberId),
  )
  typed.put(
    '/members/:memberId',
    {
      schema: {
        tags,
        summary: "Change a member's role (and worker); the last owner stays an owner (409 last_owner)",
        params: memberParams,
        body: memberRoleInputSchema,
        response: { 200: dataOf(memberSchema), ...limitedWriteErrors },
      },
      config: { area: 'members', record: member },
    },
    async (request) =>
      changeMemberRole(
        deps,
        companyAccessOf(request),
        request.params.memberId,
        request.body,
        actorOf(request),
      ),
  )
  typed.delete(
    '/members/:memberId',
    {
      // With If-Match (the row's tag from the list): a member whose role another owner changed meanwhile stays.
      config: { area: 'members', record: member },
      schema: {
        tags,
        summary: 'Remove a member: their access to the company ends at once (409 for the last owner)',
        params: memberParams,
        response: { 204: z.undefined().describe('No content'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await removeMember(deps, companyAccessOf(request), request.params.memberId, actorOf(request))
      return reply.status(204).send()
    },
  )
  typed.get(
    '/invitations',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary: 'Invitations not yet accepted or withdrawn, expired ones included (owner only)',
        params: companyParams,
        response: { 200: dataOf(z.array(memberInvitationSchema)), ...readErrors },
      },
    },
    async (request) => listInvitations(deps, companyAccessOf(request)),
  )
  typed.post(
    '/invitations/:invitationId/resend',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary: 'Send an invitation again with a new link valid 7 days; the old link stops working',
        params: invitationParams,
        response: { 200: dataOf(memberInvitationSchema), ...limitedWriteErrors },
      },
    },
    async (request) => {
      const resent = await resendInvitation(
        deps,
        companyAccessOf(request),
        request.params.invitationId,
        actorOf(request),
      )
      deliverSoon(scope)
      return resent
    },
  )
  typed.delete(
    '/invitations/:invitationId',
    {
      config: { area: 'members' },
      schema: {
        tags,
        summary: 'Withdraw a pending invitation',
        params: invitationParams,
        response: { 204: z.undefined().describe('No content'), ...writeErrors },
      },
    },
    async (request, reply) => {
      await revokeInvitation(deps, companyAccessOf(request), request.params.invitationId, actorOf(request))
      return reply.status(204).send()
    },
  )
}

/** The invitation link: its page reads it, a signed-in user accepts it (not company-scoped). */
export async function registerInvitationRoutes(app: FastifyInstance, deps: AppDeps) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    '/api/v1/invitations/:token',
    {
      schema: {
        tags,
        summary: "An invitation link's company, role, address and state",
        params: tokenParams,
        response: { 200: dataOf(invitationPreviewSchema), ...errorResponses(404, 422) },
      },
    },
    async (request) => previewInvitation(deps, request.params.token),
  )
  typed.post(
    '/api/v1/invitations/:token/accept',
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary:
          'Accept an invitation as the signed-in user of the invited address (403 another account, 409 used, 410 expired or withdrawn)',
        params: tokenParams,
        response: {
          200: dataOf(invitationAcceptedSchema),
          ...errorResponses(401, 403, 404, 409, 410, 419, 422),
        },
      },
    },
    async (request) => acceptInvitation(deps, request.params.token, actorOf(request)),
  )
}
