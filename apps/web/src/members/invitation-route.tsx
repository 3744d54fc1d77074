import { formatDateTime } from '@rezervo/shared/format/index'
import { INVITATION_PATH, type InvitationPreview, ROLE_LABELS } from '@rezervo/shared/team/members'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from 'react-router'
import { authPaths, refreshAuthUser, signOut, useAuthUser } from '../auth'
import { chooseCompany } from '../companies'
import { apiErrorText } from '../lib/api-error-text'
import { isApiError } from '../lib/api-errors'
import { companiesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button, buttonClasses } from '../ui/button'
import { Spinner } from '../ui/spinner'
import { acceptInvitation, invitationQueryOptions } from './members-queries'
import { useTeamTexts } from './members-texts'

/** The server's own sentence of a refusal (expired on …, for whom it is …): clearer than a status text. */
const serverSentence = (error: unknown) =>
  (isApiError(error) && error.status !== 500 && error.message) || undefined

const when = (iso: string) => formatDateTime(new Date(iso), 'Europe/Prague', currentLocale())

/**
 * /invitations/:token, the link of the invitation email: whose company and which role; "Přijmout" for the
 * invited account, otherwise sign in or sign up first — both come back here (`?redirect=`), so the token
 * survives the account screens.
 */
export function Component() {
  const { t } = useTeamTexts()
  const { token = '' } = useParams()
  const invitation = useQuery(invitationQueryOptions(token))
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10">
      <title>{`${t('invitation.title')} · Rezervo`}</title>
      <h1 className="mb-4 text-2xl font-bold tracking-tight sm:text-3xl">{t('invitation.title')}</h1>
      {invitation.isPending ? (
        <Spinner label={t('invitation.loading')} />
      ) : invitation.isError ? (
        <Alert tone="error">
          {isApiError(invitation.error, 404)
            ? t('invitation.notFound')
            : apiErrorText(invitation.error, { fallback: t('invitation.notFound') }, currentLocale())}
        </Alert>
      ) : (
        <Invitation token={token} invitation={invitation.data} />
      )}
    </div>
  )
}

function Invitation({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTeamTexts()
  const user = useAuthUser()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const accept = useMutation({
    mutationFn: () => acceptInvitation(token),
    onSuccess: async (accepted) => {
      // Accepting verified the address; the dashboard's guard and the company list must know at once.
      await refreshAuthUser(queryClient)
      await companiesResource.invalidate(queryClient)
      // On the account too, like the switcher (decision 042): the next sign-in on any device opens it.
      chooseCompany(accepted.company_id)
      navigate(dashboardPaths.overview, { replace: true })
    },
  })
  const signOutNow = useMutation({ mutationFn: () => signOut(queryClient) })
  const role = ROLE_LABELS[currentLocale()][invitation.role]
  const here = `${INVITATION_PATH}/${token}`
  const back = new URLSearchParams({ redirect: here, email: invitation.email }).toString()

  const intro = (
    <div className="mb-6 grid gap-2 text-stone-800">
      <p className="text-lg">
        {invitation.invited_by
          ? t('invitation.text', { inviter: invitation.invited_by, company: invitation.company_name, role })
          : t('invitation.textNoInviter', { company: invitation.company_name, role })}
      </p>
      <p className="break-all">{t('invitation.forEmail', { email: invitation.email })}</p>
      {invitation.status === 'pending' && (
        <p className="text-sm text-stone-700">
          {t('invitation.validUntil', { date: when(invitation.expires_at) })}
        </p>
      )}
    </div>
  )

  if (invitation.status !== 'pending') {
    const message =
      invitation.status === 'expired'
        ? t('invitation.expired', { date: when(invitation.expires_at) })
        : t(`invitation.${invitation.status}`)
    return (
      <>
        {intro}
        <Alert tone="error">{message}</Alert>
      </>
    )
  }
  if (!user) {
    return (
      <>
        {intro}
        <p className="mb-4">{t('invitation.signInFirst', { email: invitation.email })}</p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={`${authPaths.register}?${back}`} className={buttonClasses('primary')}>
            {t('invitation.signUp')}
          </Link>
          <Link to={`${authPaths.login}?${back}`} className={buttonClasses('secondary')}>
            {t('invitation.signIn')}
          </Link>
        </div>
      </>
    )
  }
  if (user.email.toLowerCase() !== invitation.email) {
    return (
      <>
        {intro}
        <Alert tone="warning" className="mb-4">
          {t('invitation.wrongAccount', { current: user.email, email: invitation.email })}
        </Alert>
        <Button variant="secondary" loading={signOutNow.isPending} onClick={() => signOutNow.mutate()}>
          {t('invitation.signOut')}
        </Button>
      </>
    )
  }
  return (
    <>
      {intro}
      {accept.isError && (
        <Alert tone="error" className="mb-4">
          {serverSentence(accept.error) ??
            apiErrorText(accept.error, { fallback: t('invitation.notFound') }, currentLocale())}
        </Alert>
      )}
      <Button loading={accept.isPending} onClick={() => accept.mutate()}>
        {t('invitation.accept')}
      </Button>
    </>
  )
}
