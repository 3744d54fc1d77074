import { z } from 'zod'
import { COMPANY_ROLES } from '../schemas/company'
import { emailField } from '../schemas/fields'
import { recordId } from '../schemas/form-fields'
import '../schemas/zod-messages'

/** How long an invitation link works (issue 20). */
export const INVITATION_VALID_DAYS = 7

/** The web's screen of an invitation link; the email carries `{APP_URL}/invitations/{token}`. */
export const INVITATION_PATH = '/invitations'

/** The members screen (Tým / Team). */
export const MEMBERS_PATH = '/dashboard/settings/members'

const roleField = () =>
  z.enum(COMPANY_ROLES, { error: (issue) => (issue.input == null ? 'required' : 'oneOf') })

const roleShape = () => ({ role: roleField(), worker_id: recordId().nullish() })

interface RoleAndWorker {
  role: (typeof COMPANY_ROLES)[number]
  worker_id?: number | null | undefined
}

/** The role worker names its worker record (required then); the other roles have none. */
const requireWorkerOfRole = (value: RoleAndWorker, context: z.RefinementCtx) => {
  if (value.role === 'worker' && value.worker_id == null)
    context.addIssue({ code: 'custom', path: ['worker_id'], message: 'required' })
}
const workerOnlyForRoleWorker = <T extends RoleAndWorker>(value: T) => ({
  ...value,
  worker_id: value.role === 'worker' ? (value.worker_id ?? null) : null,
})

/**
 * The owner's invitation form, checked in the browser and on the server alike: an email, a role, and for the
 * role worker the worker record the account will be.
 */
export const memberInvitationInputSchema = z
  .object({ email: emailField(), ...roleShape() })
  .superRefine(requireWorkerOfRole)
  .transform(workerOnlyForRoleWorker)
export type MemberInvitationInput = z.input<typeof memberInvitationInputSchema>
export type MemberInvitationValues = z.output<typeof memberInvitationInputSchema>

/** A member's new role (and worker), PUT …/members/{memberId}. */
export const memberRoleInputSchema = z
  .object(roleShape())
  .superRefine(requireWorkerOfRole)
  .transform(workerOnlyForRoleWorker)
export type MemberRoleInput = z.input<typeof memberRoleInputSchema>
export type MemberRoleValues = z.output<typeof memberRoleInputSchema>

export const memberSchema = z.object({
  /** The member's user id: DELETE …/members/{id} removes them. */
  id: z.number().int(),
  first_name: z.string(),
  surname: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  worker_id: z.number().int().nullable(),
  worker_name: z.string().nullable(),
  created_at: z.string(),
})
export type Member = z.infer<typeof memberSchema>

/**
 * A row of the members list: the member with their GET's ETag (decision 027), which Remove sends as If-Match,
 * so a member whose role another owner changed meanwhile is not removed from a stale list.
 */
export const memberRowSchema = memberSchema.extend({ etag: z.string() })
export type MemberRow = z.infer<typeof memberRowSchema>

export const INVITATION_STATUSES = ['pending', 'expired', 'accepted', 'revoked'] as const
export type InvitationStatus = (typeof INVITATION_STATUSES)[number]

/** An invitation as the owner sees it (pending ones on the members screen). */
export const memberInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  worker_id: z.number().int().nullable(),
  worker_name: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
  sent_at: z.string(),
  invited_by: z.string().nullable(),
})
export type MemberInvitation = z.infer<typeof memberInvitationSchema>

/** What the invitation link's page shows before accepting: whose company, which role, for which address. */
export const invitationPreviewSchema = z.object({
  company_name: z.string(),
  role: z.enum(COMPANY_ROLES),
  email: z.string(),
  invited_by: z.string().nullable(),
  status: z.enum(INVITATION_STATUSES),
  expires_at: z.string(),
})
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>

/** The answer of accepting: the company the user now belongs to. */
export const invitationAcceptedSchema = z.object({
  company_id: z.number().int(),
  company_name: z.string(),
  role: z.enum(COMPANY_ROLES),
})
export type InvitationAccepted = z.infer<typeof invitationAcceptedSchema>

export const MEMBER_AUDIT_ACTIONS = [
  'invited',
  'resent',
  'revoked',
  'accepted',
  'role_changed',
  'removed',
] as const
export type MemberAuditAction = (typeof MEMBER_AUDIT_ACTIONS)[number]

/** One change to the members: who did what to which address with which role, when. */
export const memberAuditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(MEMBER_AUDIT_ACTIONS),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  target_email: z.string(),
  role: z.enum(COMPANY_ROLES),
  created_at: z.string(),
})
export type MemberAuditEntry = z.infer<typeof memberAuditEntrySchema>

/** A role's name as people read it, in emails and on screens. */
export const ROLE_LABELS: Record<'cs' | 'en', Record<(typeof COMPANY_ROLES)[number], string>> = {
  cs: { owner: 'Vlastník', manager: 'Manažer', reception: 'Recepce', worker: 'Pracovník' },
  en: { owner: 'Owner', manager: 'Manager', reception: 'Reception', worker: 'Worker' },
}
