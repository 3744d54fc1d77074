import { zodResolver } from '@hookform/resolvers/zod'
import { LOCALES } from '@rezervo/shared/constants'
import { type Profile, type ProfileInput, profileInputSchema } from '@rezervo/shared/schemas/profile'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { refreshAuthUser } from '../auth'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { changeLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { notify } from '../ui/notifications/notification-store'
import { FormSection } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import { PROFILE_KEY, updateProfile } from './profile-queries'

/** Name, phone and language of the signed-in user. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const form = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: {
      first_name: profile.first_name,
      surname: profile.surname,
      phone: profile.phone ?? '',
      locale: profile.locale,
    },
  })
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const save = useMutation({ mutationFn: (input: ProfileInput) => updateProfile(input) })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      queryClient.setQueryData(PROFILE_KEY, saved)
      await refreshAuthUser(queryClient)
      await changeLocale(saved.locale)
      notify({ tone: 'success', text: t('common.saved') })
    } catch (error) {
      errors.show(error)
    }
  })
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <FormSection title={t('settings.profile')}>
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('settings.firstName')}
            required
            error={errors.fieldError('first_name')}
            {...form.register('first_name')}
          />
          <TextField
            label={t('settings.surname')}
            required
            error={errors.fieldError('surname')}
            {...form.register('surname')}
          />
        </div>
        <TextField
          label={t('common.phone')}
          type="tel"
          required
          error={errors.fieldError('phone')}
          {...form.register('phone')}
        />
        <SelectField label={t('settings.language')} {...form.register('locale')}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale === 'cs' ? 'Čeština' : 'English'}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </FormSection>
    </form>
  )
}
