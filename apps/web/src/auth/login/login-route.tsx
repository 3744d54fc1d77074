import type { LoginInput } from '@rezervo/shared/schemas/auth'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { lazyZodResolver } from '../../lib/lazy-zod-resolver'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import { signIn } from '../auth-actions'
import { redirectVerifiedUser } from '../auth-guards'
import { authPaths, invitationReturnQuery, isInvitationPath, safeRedirectTarget } from '../auth-paths'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { TextLink } from '../components/text-link'
import { useFormErrors } from '../components/use-form-errors'

export const loader = redirectVerifiedUser

/** The schema and zod load when the user first focuses the form, not with the screen (decision 025). */
const loginResolver = lazyZodResolver(() =>
  import('@rezervo/shared/schemas/auth').then((module) => module.loginSchema),
)

/** Login (spec §2): after signing in, back to where the user was going, or to the dashboard. */
export function Component() {
  const { t } = useAuthTexts()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: loginResolver,
    defaultValues: { email: params.get('email') ?? '', password: '', remember: false },
  })
  const errors = useFormErrors(form, 'login')
  const mutation = useMutation({ mutationFn: (input: LoginInput) => signIn(queryClient, input) })

  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const user = await mutation.mutateAsync(input)
      const intended = safeRedirectTarget(params.get('redirect'), dashboardPaths.overview)
      // An invitation link verifies the address it was sent to, so it is where even an unverified user goes.
      const target =
        user.email_verified || isInvitationPath(intended) ? intended : authPaths.verificationEmailSent
      navigate(target, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })

  return (
    <>
      <AuthScreenHeader title={t('login.title')}>{t('login.intro')}</AuthScreenHeader>
      <form noValidate onSubmit={onSubmit} onFocus={loginResolver.preload} className="grid gap-4">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          required
          showLabel={t('fields.showPassword')}
          hideLabel={t('fields.hidePassword')}
          error={errors.fieldError('password')}
          {...form.register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-x-4">
          <Checkbox label={t('fields.remember')} {...form.register('remember')} />
          <TextLink to={authPaths.forgotPassword} className="text-sm">
            {t('login.forgot')}
          </TextLink>
        </div>
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('login.noAccount')}{' '}
        <TextLink to={`${authPaths.register}${invitationReturnQuery(params)}`}>
          {t('login.registerLink')}
        </TextLink>
      </p>
    </>
  )
}
