import { zodResolver } from '@hookform/resolvers/zod'
import { forgotPasswordSchema } from '@rezervo/shared/schemas/auth'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { apiErrorText } from '../../lib/api-error-text'
import { isApiError } from '../../lib/api-errors'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/text-field'
import { sendVerificationEmail } from '../auth-queries'
import { useAuthTexts } from '../auth-texts'
import { useFormErrors } from '../components/use-form-errors'

/**
 * The resend button. A signed-in user's address is known; anyone else (the link opened on another device)
 * types it. The answer is shown in place: sent, throttled (the server's message) or failed.
 */
export function ResendVerificationForm({ knownEmail }: { knownEmail: string | undefined }) {
  const { t } = useAuthTexts()
  const form = useForm({
    resolver: knownEmail ? undefined : zodResolver(forgotPasswordSchema),
    defaultValues: { email: knownEmail ?? '' },
  })
  const errors = useFormErrors(form, 'sendVerification')
  const resend = useMutation({ mutationFn: (email: string) => sendVerificationEmail(email) })

  const onSubmit = form.handleSubmit(async ({ email }) => {
    errors.reset()
    resend.reset()
    await resend.mutateAsync(knownEmail ?? email).catch((error: unknown) => {
      if (!isApiError(error, 429)) errors.show(error)
    })
  })

  const throttled = isApiError(resend.error, 429)
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {resend.isSuccess && <Alert tone="success">{t('verificationSent.resent')}</Alert>}
      {throttled && (
        <Alert tone="warning">{apiErrorText(resend.error, 'sendVerification', currentLocale())}</Alert>
      )}
      {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
      {!knownEmail && (
        <TextField
          label={t('verificationSent.emailForResend')}
          type="email"
          autoComplete="email"
          required
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
      )}
      <Button type="submit" variant="secondary" fullWidth loading={resend.isPending}>
        {t('verificationSent.resend')}
      </Button>
    </form>
  )
}
