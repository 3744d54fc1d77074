import { zodResolver } from '@hookform/resolvers/zod'
import { type ForgotPasswordInput, forgotPasswordSchema } from '@rezervo/shared/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { authPaths } from '../auth-paths'
import { requestPasswordReset } from '../auth-queries'
import { useAuthTexts } from '../auth-texts'
import { AuthScreenHeader } from '../components/auth-screen-header'
import { TextLink } from '../components/text-link'
import { useFormErrors } from '../components/use-form-errors'

/** ForgotPassword (spec §2): asks for a reset link; the server's `status` says what happened. */
export function Component() {
  const { t } = useAuthTexts()
  const [params] = useSearchParams()
  const form = useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: params.get('email') ?? '' },
  })
  const errors = useFormErrors(form, 'forgotPassword')
  const mutation = useMutation({ mutationFn: (input: ForgotPasswordInput) => requestPasswordReset(input) })

  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    mutation.reset()
    try {
      await mutation.mutateAsync(input)
    } catch (error) {
      errors.show(error)
    }
  })

  return (
    <>
      <AuthScreenHeader title={t('forgot.title')}>{t('forgot.intro')}</AuthScreenHeader>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        {mutation.data && <Alert tone="success">{mutation.data.status}</Alert>}
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <Button type="submit" fullWidth loading={mutation.isPending}>
          {t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <TextLink to={authPaths.login}>{t('forgot.backToLogin')}</TextLink>
      </p>
    </>
  )
}
