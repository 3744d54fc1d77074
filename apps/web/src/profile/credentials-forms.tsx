import { zodResolver } from '@hookform/resolvers/zod'
import {
  type EmailChangeInput,
  emailChangeSchema,
  type PasswordChangeInput,
  passwordChangeSchema,
} from '@rezervo/shared/schemas/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { refreshAuthUser } from '../auth'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { notify } from '../ui/notifications/notification-store'
import { FormSection } from '../ui/screen-header'
import { TextField } from '../ui/text-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import { changeEmail, changePassword, PROFILE_KEY } from './profile-queries'

/** Current password, new password and its confirmation. */
export function PasswordChangeForm() {
  const { t } = useBackofficeTexts()
  const form = useForm({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const save = useMutation({ mutationFn: (input: PasswordChangeInput) => changePassword(input) })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      await save.mutateAsync(input)
      form.reset()
      notify({ tone: 'success', text: t('settings.passwordChanged') })
    } catch (error) {
      errors.show(error)
    }
  })
  const field = (name: keyof PasswordChangeInput) => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormSection title={t('settings.password')}>
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <TextField
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          {...field('current_password')}
        />
        <TextField
          label={t('settings.newPassword')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <TextField
          label={t('settings.passwordConfirmation')}
          type="password"
          autoComplete="new-password"
          {...field('password_confirmation')}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  )
}

/** A new email (verified again) confirmed with the password. */
export function EmailChangeForm({ email }: { email: string }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const form = useForm({ resolver: zodResolver(emailChangeSchema), defaultValues: { email, password: '' } })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const save = useMutation({ mutationFn: (input: EmailChangeInput) => changeEmail(input) })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      queryClient.setQueryData(PROFILE_KEY, saved)
      notify({ tone: 'success', text: t('settings.emailChanged') })
      await refreshAuthUser(queryClient)
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormSection title={t('settings.emailChange')}>
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <TextField
          label={t('settings.newEmail')}
          type="email"
          error={errors.fieldError('email')}
          {...form.register('email')}
        />
        <TextField
          label={t('settings.currentPassword')}
          type="password"
          autoComplete="current-password"
          error={errors.fieldError('password')}
          {...form.register('password')}
        />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  )
}
