import { zodResolver } from '@hookform/resolvers/zod'
import { type ResetPasswordInput, resetPasswordSchema } from '@rezervo/shared/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { notify } from '../../ui/notifications/notification-store'
import { PasswordField } from '../../ui/password-field'
import { TextField } from '../../ui/text-field'
import { authPaths } from '../auth-paths'
import { resetPassword } from '../auth-queries'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { PasswordRules } from '../components/password-rules'
import { useFormErrors } from '../components/use-form-errors'

/** ResetPassword (spec §2): the token comes from the path, the email from the query of the emailed link. */
export function Component() {
  const { t } = useAuthTexts()
  const { token = '' } = useParams()
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const form = useForm({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { token, email: params.get('email') ?? '', password: '', password_confirmation: '' },
  })
  const errors = useFormErrors(form, 'resetPassword')
  const mutation = useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(input) })
  const password = form.watch('password')

  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const { status } = await mutation.mutateAsync({ ...input, token })
      notify({ tone: 'success', text: status })
      navigate(`${authPaths.login}?${new URLSearchParams({ email: input.email })}`, { replace: true })
    } catch (error) {
      errors.show(error)
    }
  })

  const passwordProps = { showLabel: t('fields.showPassword'), hideLabel: t('fields.hidePassword') }
  return (
    <>
      <AuthScreenHeader title={t('reset.title')}>{t('reset.intro')}</AuthScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {(errors.formMessage || errors.fieldError('token')) && (
          <Alert tone="error">{errors.formMessage ?? errors.fieldError('token')}</Alert>
        )}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <PasswordField
          label={t('fields.newPassword')}
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
          {t('reset.submit')}
        </Button>
      </form>
    </>
  )
}
