import { randomBytes } from 'node:crypto'
import {
  type CompanyRole,
  formatDateTime,
  INVITATION_PATH,
  INVITATION_VALID_DAYS,
  type InvitationAccepted,
  type InvitationPreview,
  type InvitationStatus,
  type Member,
  type MemberAuditAction,
  type MemberAuditEntry,
  type MemberInvitation,
  type MemberInvitationValues,
  type MemberRoleValues,
  type PagingQuery,
} from '@rezervo/shared'
import type { AppDeps } from '../app-deps'
import { markEmailVerified, sha256Hex } from '../auth'
import { assertStaffRolesAllowed } from '../billing'
import type { DatabaseOrTransaction } from '../db/client'
import type { CompanyAccess } from '../http/company-access'
import { FieldValidationError, HttpError, notFound } from '../http/errors'
import { listAnswer, pageWindow } from '../http/records'
import { queueMessage } from '../messaging'
import {
  countAuditEntries,
  countOwners,
  deleteMember,
  findInvitation,
  findInvitationByTokenHash,
  findLiveWorker,
  findMemberByEmail,
  findMemberLinkedToWorker,
  findOpenInvitationFor,
  type InvitationRow,
  insertAuditEntry,
  insertInvitation,
  insertMember,
  listAuditEntries,
  listMemberRows,
  listOpenInvitations,
  lockCompanyMembers,
  type MemberRow,
  updateInvitation,
  updateMemberRole,
} from './repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** Who acts: the signed-in user, as the audit log and the invitation email name them. */
export interface Actor {
  id: number
  firstName: string
  surname: string
  email: string
  locale: string
}

/**
 * The members, invitations and audit log are the owner's (issue 20): any other role is answered like a
 * company it cannot see, 404, so it learns nothing of them (the roles' rule, decision 037).
 */
function requireOwner(access: CompanyAccess) {
  if (access.role !== 'owner') throw notFound()
}

const fullName = (first: string | null, surname: string | null) =>
  first === null ? null : `${first} ${surname ?? ''}`.trim()

function toMemberJson(row: MemberRow): Member {
  return {
    id: row.userId,
    first_name: row.firstName,
    surname: row.surname,
    email: row.email,
    role: row.role as CompanyRole,
    worker_id: row.workerId,
    worker_name: row.workerName,
    created_at: row.createdAt.toISOString(),
  }
}

function statusOf(row: InvitationRow, now: Date): InvitationStatus {
  if (row.acceptedAt) return 'accepted'
  if (row.revokedAt) return 'revoked'
  return row.expiresAt <= now ? 'expired' : 'pending'
}

function toInvitationJson(row: InvitationRow, now: Date): MemberInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as CompanyRole,
    worker_id: row.workerId,
    worker_name: row.workerName,
    status: statusOf(row, now),
    expires_at: row.expiresAt.toISOString(),
    sent_at: row.sentAt.toISOString(),
    invited_by: fullName(row.inviterFirstName, row.inviterSurname),
  }
}

function audit(
  db: DatabaseOrTransaction,
  companyId: number,
  actor: Actor,
  action: MemberAuditAction,
  target: { email: string; role: string },
  now: Date,
) {
  return insertAuditEntry(db, {
    companyId,
    actorUserId: actor.id,
    actorName: fullName(actor.firstName, actor.surname),
    actorEmail: actor.email,
    action,
    targetEmail: target.email,
    role: target.role,
    createdAt: now,
  })
}

export async function listMembers(deps: AppDeps, access: CompanyAccess) {
  requireOwner(access)
  return { data: (await listMemberRows(deps.database.db, access.companyId)).map(toMemberJson) }
}

export async function listInvitations(deps: AppDeps, access: CompanyAccess) {
  requireOwner(access)
  const now = deps.clock.now()
  const rows = await listOpenInvitations(deps.database.db, access.companyId)
  return { data: rows.map((row) => toInvitationJson(row, now)) }
}

export async function listAuditLog(deps: AppDeps, access: CompanyAccess, query: PagingQuery) {
  requireOwner(access)
  const { db } = deps.database
  const { limit, offset } = pageWindow(query)
  const [rows, total] = await Promise.all([
    listAuditEntries(db, access.companyId, limit, offset),
    countAuditEntries(db, access.companyId),
  ])
  return listAnswer(
    query,
    { rows, total },
    (row): MemberAuditEntry => ({
      id: row.id,
      action: row.action as MemberAuditAction,
      actor_name: row.actorName,
      actor_email: row.actorEmail,
      target_email: row.targetEmail,
      role: row.role as CompanyRole,
      created_at: row.createdAt.toISOString(),
    }),
  )
}

/** One member as the members list shows them (the record PUT …/members/{id} versions, decision 027). */
export async function getMember(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
): Promise<{ data: Member }> {
  requireOwner(access)
  const row = (await listMemberRows(deps.database.db, access.companyId)).find((m) => m.userId === userId)
  if (!row) throw notFound()
  return { data: toMemberJson(row) }
}

/** A worker of this company for the role worker that no other member is linked to; else 422 on worker_id. */
async function assertFreeWorker(
  db: DatabaseOrTransaction,
  companyId: number,
  workerId: number,
  userId?: number,
) {
  const worker = await findLiveWorker(db, companyId, workerId)
  if (!worker) throw new FieldValidationError({ worker_id: ['exists'] })
  const linked = await findMemberLinkedToWorker(db, companyId, workerId)
  if (linked && linked.userId !== userId)
    throw new FieldValidationError({
      worker_id: [{ key: 'invitationWorkerTaken', params: { email: linked.email } }],
    })
}

/**
 * The owner gives a member another role (and worker). The last owner stays an owner (409 last_owner); a
 * plan without staff roles answers 402 like an invitation. Their next request already has the new role.
 */
export async function changeMemberRole(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
  input: MemberRoleValues,
  actor: Actor,
) {
  requireOwner(access)
  await assertStaffRolesAllowed(deps, access.companyId)
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    await lockCompanyMembers(tx, access.companyId)
    const member = (await listMemberRows(tx, access.companyId)).find((row) => row.userId === userId)
    if (!member) throw notFound()
    if (member.role === 'owner' && input.role !== 'owner' && (await countOwners(tx, access.companyId)) <= 1)
      throw new HttpError(409, 'lastOwnerRole', {}, { code: 'last_owner' })
    if (input.worker_id !== null) await assertFreeWorker(tx, access.companyId, input.worker_id, userId)
    if (member.role === input.role && member.workerId === input.worker_id) return
    await updateMemberRole(tx, access.companyId, userId, { role: input.role, workerId: input.worker_id })
    await audit(tx, access.companyId, actor, 'role_changed', { email: member.email, role: input.role }, now)
  })
  return getMember(deps, access, userId)
}

/** A new link: 32 random bytes (256 bits) as base64url; only its SHA-256 is stored. */
function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, tokenHash: sha256Hex(token) }
}

async function sendInvitationEmail(
  deps: AppDeps,
  db: DatabaseOrTransaction,
  invitation: { companyId: number; companyName: string; email: string; role: string; locale: string },
  actor: Actor,
  token: string,
  expiresAt: Date,
) {
  await queueMessage(
    { db, config: deps.config, now: deps.clock.now() },
    {
      kind: 'member-invitation',
      companyId: invitation.companyId,
      to: invitation.email,
      locale: invitation.locale,
      companyName: invitation.companyName,
      inviterName: fullName(actor.firstName, actor.surname) ?? actor.email,
      role: invitation.role as CompanyRole,
      url: `${deps.config.appUrl}${INVITATION_PATH}/${token}`,
      expiresAt,
    },
  )
}

/**
 * The owner invites a person by email with a role (and for the role worker, the worker record): 402 on a
 * plan without staff roles, 409 for a member or a pending invitation of the same address. The email is
 * queued in the same transaction, in the inviter's language.
 */
export async function inviteMember(
  deps: AppDeps,
  access: CompanyAccess,
  input: MemberInvitationValues,
  actor: Actor,
): Promise<{ data: MemberInvitation }> {
  requireOwner(access)
  await assertStaffRolesAllowed(deps, access.companyId)
  const now = deps.clock.now()
  const id = await deps.database.db.transaction(async (tx) => {
    await lockCompanyMembers(tx, access.companyId)
    if (input.worker_id !== null) await assertFreeWorker(tx, access.companyId, input.worker_id)
    if (await findMemberByEmail(tx, access.companyId, input.email))
      throw new HttpError(409, 'alreadyMember', { email: input.email }, { code: 'already_member' })
    const open = await findOpenInvitationFor(tx, access.companyId, input.email)
    if (open && open.expiresAt > now)
      throw new HttpError(409, 'invitationPending', { email: input.email }, { code: 'invitation_pending' })
    // An expired invitation of the same address gives way to the new one.
    if (open) await updateInvitation(tx, open.id, { revokedAt: now })
    const { token, tokenHash } = newToken()
    const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS)
    const invitationId = await insertInvitation(tx, {
      companyId: access.companyId,
      email: input.email,
      role: input.role,
      workerId: input.worker_id,
      tokenHash,
      invitedByUserId: actor.id,
      locale: actor.locale,
      sentAt: now,
      expiresAt,
    })
    const created = await findInvitation(tx, invitationId)
    if (!created) throw new Error('the new invitation is missing')
    await sendInvitationEmail(deps, tx, created, actor, token, expiresAt)
    await audit(tx, access.companyId, actor, 'invited', input, now)
    return invitationId
  })
  const row = await findInvitation(deps.database.db, id)
  if (!row) throw notFound()
  return { data: toInvitationJson(row, now) }
}

async function openInvitationOf(db: DatabaseOrTransaction, access: CompanyAccess, id: number) {
  const row = await findInvitation(db, id)
  if (!row || row.companyId !== access.companyId) throw notFound()
  if (row.acceptedAt || row.revokedAt)
    throw new HttpError(409, 'invitationNotPending', {}, { code: 'invitation_not_pending' })
  return row
}

/** Sends the invitation again with a new link valid 7 days from now; the previous link stops working. */
export async function resendInvitation(deps: AppDeps, access: CompanyAccess, id: number, actor: Actor) {
  requireOwner(access)
  await assertStaffRolesAllowed(deps, access.companyId)
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    const row = await openInvitationOf(tx, access, id)
    const { token, tokenHash } = newToken()
    const expiresAt = new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS)
    await updateInvitation(tx, id, { tokenHash, sentAt: now, expiresAt, locale: actor.locale })
    await sendInvitationEmail(deps, tx, { ...row, locale: actor.locale }, actor, token, expiresAt)
    await audit(tx, access.companyId, actor, 'resent', row, now)
  })
  const row = await findInvitation(deps.database.db, id)
  if (!row) throw notFound()
  return { data: toInvitationJson(row, now) }
}

/** Withdraws a pending invitation: its link answers "withdrawn" from now on. */
export async function revokeInvitation(deps: AppDeps, access: CompanyAccess, id: number, actor: Actor) {
  requireOwner(access)
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    const row = await openInvitationOf(tx, access, id)
    await updateInvitation(tx, id, { revokedAt: now })
    await audit(tx, access.companyId, actor, 'revoked', row, now)
  })
}

/**
 * Removes a member: the membership row goes, and as every company request reads membership afresh (no
 * cache, company-access), their very next call to the company answers 404. The last owner stays.
 */
export async function removeMember(deps: AppDeps, access: CompanyAccess, userId: number, actor: Actor) {
  requireOwner(access)
  const now = deps.clock.now()
  await deps.database.db.transaction(async (tx) => {
    await lockCompanyMembers(tx, access.companyId)
    const member = (await listMemberRows(tx, access.companyId)).find((row) => row.userId === userId)
    if (!member) throw notFound()
    if (member.role === 'owner' && (await countOwners(tx, access.companyId)) <= 1)
      throw new HttpError(409, 'lastOwner', {}, { code: 'last_owner' })
    await deleteMember(tx, access.companyId, userId)
    await audit(tx, access.companyId, actor, 'removed', member, now)
  })
}

function refuseUnlessPending(row: InvitationRow, now: Date) {
  const status = statusOf(row, now)
  if (status === 'accepted') throw new HttpError(409, 'invitationUsed', {}, { code: 'invitation_used' })
  if (status === 'revoked') throw new HttpError(410, 'invitationRevoked', {}, { code: 'invitation_revoked' })
  if (status === 'expired')
    throw new HttpError(
      410,
      'invitationExpired',
      { date: (locale) => formatDateTime(row.expiresAt, 'Europe/Prague', locale) },
      { code: 'invitation_expired' },
    )
}

const invitationNotFound = () =>
  new HttpError(404, 'invitationNotFound', {}, { code: 'invitation_not_found' })

/** What the link's page shows: anyone holding the link may read whose company and which role it is. */
export async function previewInvitation(deps: AppDeps, token: string): Promise<{ data: InvitationPreview }> {
  const row = await findInvitationByTokenHash(deps.database.db, sha256Hex(token))
  if (!row) throw invitationNotFound()
  return {
    data: {
      company_name: row.companyName,
      role: row.role as CompanyRole,
      email: row.email,
      invited_by: fullName(row.inviterFirstName, row.inviterSurname),
      status: statusOf(row, deps.clock.now()),
      expires_at: row.expiresAt.toISOString(),
    },
  }
}

/**
 * The signed-in user accepts: only the invited address's account may, only once, only before it expires
 * and unless it was withdrawn. The membership is created with the invited role (and worker). The link was
 * delivered to that address, so accepting also verifies it (decision 038).
 */
export async function acceptInvitation(
  deps: AppDeps,
  token: string,
  user: Actor,
): Promise<{ data: InvitationAccepted }> {
  const now = deps.clock.now()
  return deps.database.db.transaction(async (tx) => {
    const row = await findInvitationByTokenHash(tx, sha256Hex(token), true)
    if (!row) throw invitationNotFound()
    refuseUnlessPending(row, now)
    if (row.email !== user.email.toLowerCase())
      throw new HttpError(
        403,
        'invitationWrongAccount',
        { email: row.email },
        { code: 'invitation_wrong_account' },
      )
    await lockCompanyMembers(tx, row.companyId)
    const workerId =
      row.workerId !== null && !(await findMemberLinkedToWorker(tx, row.companyId, row.workerId))
        ? row.workerId
        : null
    if (row.role === 'worker' && workerId === null)
      throw new HttpError(410, 'invitationRevoked', {}, { code: 'invitation_revoked' })
    const added = await insertMember(tx, {
      companyId: row.companyId,
      userId: user.id,
      role: row.role,
      workerId,
    })
    if (!added) throw new HttpError(409, 'alreadyMember', { email: row.email }, { code: 'already_member' })
    await updateInvitation(tx, row.id, { acceptedAt: now, acceptedByUserId: user.id })
    await markEmailVerified(tx, user.id, now)
    await audit(tx, row.companyId, user, 'accepted', { email: row.email, role: row.role }, now)
    return {
      data: { company_id: row.companyId, company_name: row.companyName, role: row.role as CompanyRole },
    }
  })
}
