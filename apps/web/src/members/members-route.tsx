import { zodResolver } from '@hookform/resolvers/zod'
import { formatDateTime } from '@rezervo/shared/format/index'
import { COMPANY_ROLES, type CompanyRole } from '@rezervo/shared/schemas/company'
import {
  type MemberInvitation,
  type MemberInvitationInput,
  type MemberRoleInput,
  type MemberRow,
  memberInvitationInputSchema,
  memberRoleInputSchema,
  ROLE_LABELS,
} from '@rezervo/shared/team/members'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { type UseFormRegisterReturn, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { useAuthUser } from '../auth'
import { WithCurrentCompany } from '../companies'
import { apiErrorText } from '../lib/api-error-text'
import { ApiError } from '../lib/api-errors'
import { workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { notify } from '../ui/notifications/notification-store'
import { ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { TextField } from '../ui/text-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import {
  AUDIT_PER_PAGE,
  auditLogQueryOptions,
  changeMemberRole,
  invitationsQueryOptions,
  inviteMember,
  membersQueryOptions,
  removeMember,
  resendInvitation,
  revokeInvitation,
  teamKey,
} from './members-queries'
import { useTeamTexts } from './members-texts'

const PRAGUE = 'Europe/Prague'
const roleName = (role: CompanyRole) => ROLE_LABELS[currentLocale()][role]
const when = (iso: string) => formatDateTime(new Date(iso), PRAGUE, currentLocale())
const card = 'rounded-2xl border border-stone-200 bg-white p-4 sm:p-6'

/** /dashboard/settings/members: "Tým" — members and roles, invitations, the history of changes (issue 20). */
export function Component() {
  const { t } = useTeamTexts()
  return (
    <section>
      <ScreenHeader
        title={t('members.title')}
        backTo={dashboardPaths.settings}
        backLabel={t('members.back')}
      />
      <p className="mb-4 max-w-3xl text-stone-700">{t('members.intro')}</p>
      <WithCurrentCompany>{(companyId) => <Team companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function Team({ companyId }: { companyId: number }) {
  return (
    <div className="grid max-w-4xl gap-6">
      <MemberList companyId={companyId} />
      <InviteForm companyId={companyId} />
      <PendingInvitations companyId={companyId} />
      <AuditLog companyId={companyId} />
    </div>
  )
}

function useTeamMutation<V>(
  companyId: number,
  call: (value: V) => Promise<unknown>,
  done: (value: V) => string,
) {
  const { t } = useTeamTexts()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (_answer, value) => {
      notify({ tone: 'success', text: done(value) })
      return queryClient.invalidateQueries({ queryKey: teamKey(companyId) })
    },
    onError: (error) => {
      notify({
        tone: 'error',
        text: apiErrorText(error, { fallback: t('members.actionFailed') }, currentLocale()),
      })
      // Refused (someone changed the member meanwhile: 412): the list shows what is saved now.
      return queryClient.invalidateQueries({ queryKey: teamKey(companyId) })
    },
  })
}

function MemberList({ companyId }: { companyId: number }) {
  const { t } = useTeamTexts()
  const me = useAuthUser()
  const members = useQuery(membersQueryOptions(companyId))
  const remove = useTeamMutation(
    companyId,
    (member: MemberRow) => removeMember(companyId, member),
    (member) => t('members.removed', { email: member.email }),
  )
  return (
    <section aria-labelledby="team-members" className={card}>
      <h2 id="team-members" className="mb-3 text-lg font-semibold">
        {t('members.listTitle')}
      </h2>
      {members.isPending ? (
        <Spinner label="…" />
      ) : members.isError ? (
        <Alert tone="error">{t('members.loadFailed')}</Alert>
      ) : (
        <ul className="divide-y divide-stone-200">
          {members.data.map((member) => {
            const name = `${member.first_name} ${member.surname}`
            // The last owner cannot be removed (the server refuses it too), so no button offers it.
            const lastOwner =
              member.role === 'owner' && members.data.filter((other) => other.role === 'owner').length === 1
            return (
              <li key={member.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {name}{' '}
                    {member.id === me?.id && <span className="text-stone-600">{t('members.you')}</span>}
                  </p>
                  <p className="text-sm break-all text-stone-700">{member.email}</p>
                  <p className="text-sm text-stone-700">
                    <span className="mr-2 inline-block rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-900">
                      {roleName(member.role)}
                    </span>
                    {member.worker_name && t('members.linkedWorker', { name: member.worker_name })}
                  </p>
                </div>
                {!lastOwner && (
                  <div className="flex flex-wrap gap-2">
                    <RoleEditor companyId={companyId} member={member} name={name} />
                    <ConfirmDialog
                      trigger={
                        <Button variant="secondary" aria-label={`${t('members.remove')}: ${name}`}>
                          {t('members.remove')}
                        </Button>
                      }
                      title={t('members.removeTitle', { name })}
                      description={t('members.removeText')}
                      confirmLabel={t('members.removeConfirm')}
                      cancelLabel={t('members.cancel')}
                      pending={remove.isPending}
                      onConfirm={() => remove.mutate(member)}
                    />
                  </div>
                )}
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

/** A member's role (and worker) changed in place: a small form that opens under its button. */
function RoleEditor({ companyId, member, name }: { companyId: number; member: MemberRow; name: string }) {
  const { t } = useTeamTexts()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const workers = useQuery({ ...workersResource(companyId).rows(), enabled: open })
  const form = useForm<MemberRoleInput>({
    resolver: zodResolver(memberRoleInputSchema),
    defaultValues: { role: member.role, worker_id: member.worker_id },
  })
  const errors = useEntityFormErrors(form, t('members.actionFailed'))
  const role = form.watch('role')
  const mutation = useMutation({
    mutationFn: (input: MemberRoleInput) => changeMemberRole(companyId, member, input),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const answer = await mutation.mutateAsync(input)
      notify({
        tone: 'success',
        text: t('members.roleChanged', { email: answer.data.email, role: roleName(answer.data.role) }),
      })
      setOpen(false)
      await queryClient.invalidateQueries({ queryKey: teamKey(companyId) })
    } catch (error) {
      errors.show(error)
      // Another owner changed this member meanwhile: the list shows them as they are now.
      if (error instanceof ApiError && error.status === 412)
        await queryClient.invalidateQueries({ queryKey: teamKey(companyId) })
    }
  })
  if (!open)
    return (
      <Button
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`${t('members.changeRole')}: ${name}`}
      >
        {t('members.changeRole')}
      </Button>
    )
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`${t('members.changeRole')}: ${name}`}
      className="grid w-full gap-3 rounded-xl bg-stone-50 p-3 sm:grid-cols-2"
    >
      {errors.formMessage && (
        <Alert tone="error" className="sm:col-span-2">
          {errors.formMessage}
        </Alert>
      )}
      <RoleFields
        role={role}
        roleField={form.register('role')}
        workerField={form.register('worker_id', { setValueAs: workerIdOf })}
        roleError={errors.fieldError('role')}
        workerError={errors.fieldError('worker_id')}
        workers={workers.data ?? []}
      />
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" loading={mutation.isPending}>
          {t('members.saveRole')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('members.cancel')}
        </Button>
      </div>
    </form>
  )
}

const workerIdOf = (value: unknown) => (value ? Number(value) : null)

/** The role, and for the role worker the worker record it is linked to: inviting and changing a role alike. */
function RoleFields(props: {
  role: CompanyRole
  roleField: UseFormRegisterReturn<'role'>
  workerField: UseFormRegisterReturn<'worker_id'>
  roleError: string | undefined
  workerError: string | undefined
  workers: readonly { id: number; name: string }[]
  workerHint?: string
}) {
  const { t } = useTeamTexts()
  return (
    <>
      <SelectField label={t('members.role')} error={props.roleError} {...props.roleField}>
        {COMPANY_ROLES.map((value) => (
          <option key={value} value={value}>
            {roleName(value)}
          </option>
        ))}
      </SelectField>
      {props.role === 'worker' && (
        <SelectField
          label={t('members.worker')}
          hint={props.workerHint}
          error={props.workerError}
          required
          {...props.workerField}
        >
          <option value="">{t('members.chooseWorker')}</option>
          {props.workers.map((worker) => (
            <option key={worker.id} value={worker.id}>
              {worker.name}
            </option>
          ))}
        </SelectField>
      )}
    </>
  )
}

function InviteForm({ companyId }: { companyId: number }) {
  const { t } = useTeamTexts()
  const queryClient = useQueryClient()
  const workers = useQuery(workersResource(companyId).rows())
  const form = useForm<MemberInvitationInput>({
    resolver: zodResolver(memberInvitationInputSchema),
    defaultValues: { email: '', role: 'reception', worker_id: null },
  })
  const errors = useEntityFormErrors(form, t('members.inviteFailed'))
  const role = form.watch('role')
  const mutation = useMutation({
    mutationFn: (input: MemberInvitationInput) => inviteMember(companyId, input),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const answer = await mutation.mutateAsync(input)
      notify({ tone: 'success', text: t('members.invited', { email: answer.data.email }) })
      form.reset({ email: '', role: input.role, worker_id: null })
      await queryClient.invalidateQueries({ queryKey: teamKey(companyId) })
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <section aria-labelledby="team-invite" className={card}>
      <h2 id="team-invite" className="mb-3 text-lg font-semibold">
        {t('members.inviteTitle')}
      </h2>
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {errors.formMessage && (
          <Alert tone="error" className="sm:col-span-2">
            {errors.formMessage}{' '}
            {errors.formLink && (
              <Link to={errors.formLink} className="font-semibold underline">
                {t('members.upgrade')}
              </Link>
            )}
          </Alert>
        )}
        <TextField
          label={t('members.email')}
          type="email"
          autoComplete="off"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <RoleFields
          role={role}
          roleField={form.register('role')}
          workerField={form.register('worker_id', { setValueAs: workerIdOf })}
          roleError={errors.fieldError('role')}
          workerError={errors.fieldError('worker_id')}
          workers={workers.data ?? []}
          workerHint={t('members.workerHint')}
        />
        <div className="sm:col-span-2">
          <Button type="submit" loading={mutation.isPending}>
            {t('members.invite')}
          </Button>
        </div>
      </form>
    </section>
  )
}

function PendingInvitations({ companyId }: { companyId: number }) {
  const { t } = useTeamTexts()
  const invitations = useQuery(invitationsQueryOptions(companyId))
  const resend = useTeamMutation(
    companyId,
    (invitation: MemberInvitation) => resendInvitation(companyId, invitation.id),
    (invitation) => t('members.resent', { email: invitation.email }),
  )
  const revoke = useTeamMutation(
    companyId,
    (invitation: MemberInvitation) => revokeInvitation(companyId, invitation.id),
    (invitation) => t('members.revoked', { email: invitation.email }),
  )
  return (
    <section aria-labelledby="team-invitations" className={card}>
      <h2 id="team-invitations" className="mb-3 text-lg font-semibold">
        {t('members.pendingTitle')}
      </h2>
      {invitations.isPending ? (
        <Spinner label="…" />
      ) : invitations.isError ? (
        <Alert tone="error">{t('members.loadFailed')}</Alert>
      ) : invitations.data.length === 0 ? (
        <p className="text-stone-700">{t('members.noPending')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {invitations.data.map((invitation) => (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium break-all">{invitation.email}</p>
                <p className="text-sm text-stone-700">
                  {roleName(invitation.role)}
                  {invitation.worker_name && ` · ${invitation.worker_name}`} ·{' '}
                  <span className={invitation.status === 'expired' ? 'font-medium text-red-800' : undefined}>
                    {invitation.status === 'expired'
                      ? t('members.expiredOn', { date: when(invitation.expires_at) })
                      : t('members.pendingUntil', { date: when(invitation.expires_at) })}
                  </span>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  loading={resend.isPending && resend.variables?.id === invitation.id}
                  onClick={() => resend.mutate(invitation)}
                  aria-label={`${t('members.resend')}: ${invitation.email}`}
                >
                  {t('members.resend')}
                </Button>
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" aria-label={`${t('members.revoke')}: ${invitation.email}`}>
                      {t('members.revoke')}
                    </Button>
                  }
                  title={t('members.revokeTitle', { email: invitation.email })}
                  description={t('members.revokeText')}
                  confirmLabel={t('members.revokeConfirm')}
                  cancelLabel={t('members.cancel')}
                  pending={revoke.isPending}
                  onConfirm={() => revoke.mutate(invitation)}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function AuditLog({ companyId }: { companyId: number }) {
  const { t } = useTeamTexts()
  const [page, setPage] = useState(1)
  const log = useQuery(auditLogQueryOptions(companyId, page))
  const pages = log.data ? Math.max(1, Math.ceil(log.data.meta.total / AUDIT_PER_PAGE)) : 1
  return (
    <section aria-labelledby="team-audit" className={card}>
      <h2 id="team-audit" className="mb-3 text-lg font-semibold">
        {t('members.auditTitle')}
      </h2>
      {log.isPending ? (
        <Spinner label="…" />
      ) : log.isError ? (
        <Alert tone="error">{t('members.loadFailed')}</Alert>
      ) : log.data.data.length === 0 ? (
        <p className="text-stone-700">{t('members.noAudit')}</p>
      ) : (
        <>
          <ol className="divide-y divide-stone-200">
            {log.data.data.map((entry) => (
              <li key={entry.id} className="grid gap-1 py-3 text-sm sm:grid-cols-[10rem_1fr]">
                <time dateTime={entry.created_at} className="text-stone-700">
                  {when(entry.created_at)}
                </time>
                <div className="min-w-0">
                  <p className="font-medium [overflow-wrap:anywhere]">
                    {t(`members.action_${entry.action}`, {
                      email: entry.target_email,
                      role: roleName(entry.role),
                    })}
                  </p>
                  <p className="text-stone-700 [overflow-wrap:anywhere]">
                    {t('members.auditBy', { name: entry.actor_name ?? entry.actor_email ?? '—' })}
                  </p>
                </div>
              </li>
            ))}
          </ol>
          {pages > 1 && (
            <div className="mt-3 flex gap-2">
              <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t('members.newerAudit')}
              </Button>
              <Button variant="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t('members.olderAudit')}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
