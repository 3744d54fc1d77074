import { zodResolver } from '@hookform/resolvers/zod'
import { type RegisterInput, registerSchema } from '@rezervo/shared/schemas/registration'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import { signUp } from '../auth-actions'
import { redirectVerifiedUser } from '../auth-guards'
import { authPaths, invitationReturnQuery, invitationTarget } from '../auth-paths'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { PasswordRules } from '../components/password-rules'
import { TextLink } from '../components/text-link'
import { useFormErrors } from '../components/use-form-errors'

export const loader = redirectVerifiedUser

/** Register (spec §2): a new owner signs up, then verifies the email before the dashboard opens. */
export function Component() {
  const { t } = useAuthTexts()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  /** An invitation link sent the visitor here: back to it after signing up (accepting verifies the address). */
  const invitation = invitationTarget(params)
  // Checked on submit, then on every change: checking on blur would insert an error above the button while
  // the pointer is on its way to it, and the click would land on nothing.
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      first_name: '',
      surname: '',
      email: params.get('email') ?? '',
      phone: '',
      password: '',
      password_confirmation: '',
    },
  })
  const errors = useFormErrors(form, 'register')
  const mutation = useMutation({ mutationFn: (input: RegisterInput) => signUp(queryClient, input) })
  const password = form.watch('password')

  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      // The account speaks the language it was created in (its emails too).
      const user = await mutation.mutateAsync({ ...input, locale: currentLocale() })
      const target =
        invitation ?? (user.email_verified ? dashboardPaths.overview : authPaths.verificationEmailSent)
      navigate(target, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })

  const passwordProps = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') }
  return (
    <>
      <AuthScreenHeader title={t('register.title')}>{t('register.intro')}</AuthScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
            error={errors.fieldError('first_name')}
            {...form.register('first_name')}
          />
          <TextField
            label={t('fields.surname')}
            autoComplete="family-name"
            required
            error={errors.fieldError('surname')}
            {...form.register('surname')}
          />
        </div>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          required
          hint={t('fields.phoneHint')}
          error={errors.fieldError('phone')}
          {...form.register('phone')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="new-password"
          required
          hint={<PasswordRules password={password} />}
          error={errors.fieldError('password')}
          {...passwordProps}
          {...form.register('password')}
        />
        <PasswordField
          label={t('fields.passwordConfirmation')}
          autoComplete="new-password"
          required
          error={errors.fieldError('password_confirmation')}
          {...passwordProps}
          {...form.register('password_confirmation')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('register.haveAccount')}{' '}
        <TextLink to={`${authPaths.login}${invitationReturnQuery(params)}`}>
          {t('register.loginLink')}
        </TextLink>
      </p>
    </>
  )
}
