import { zodResolver } from '@hookform/resolvers/zod'
import { SUBSCRIPTION_PATH } from '@rezervo/shared/billing/limits'
import type { Locale } from '@rezervo/shared/constants'
import { formatDuration } from '@rezervo/shared/format/duration'
import { NOTIFICATION_PLACEHOLDERS } from '@rezervo/shared/messaging/placeholders'
import { DEFAULT_SMS_TEXTS } from '@rezervo/shared/messaging/sms-texts'
import {
  type NotificationSettings,
  type NotificationSettingsInput,
  notificationSettingsInputSchema,
} from '@rezervo/shared/schemas/notification-settings'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { Link } from 'react-router'
import { SmsCreditsPanel } from '../billing'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { branchesResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { Alert } from '../ui/alert'
import { Button, buttonClasses } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { notify } from '../ui/notifications/notification-store'
import { FormSection, ScreenHeader } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { Spinner } from '../ui/spinner'
import { TextareaField } from '../ui/textarea-field'
import { useEntityFormErrors } from '../ui/use-entity-form'
import {
  notificationSettingsKey,
  notificationSettingsQueryOptions,
  reservationNoticeDefaultsKey,
  saveNotificationSettings,
} from './messaging-queries'
import { useMessagingTexts } from './messaging-texts'
import { previewSms, type SmsTextKind } from './sms-preview'

export const notificationLogPath = `${dashboardPaths.settings}/notification-log`

/** The reminder times offered; the API accepts any number of minutes from 15 to a week. */
const REMINDER_OFFSETS_MINUTES = [60, 120, 180, 360, 720, 1440, 2880]

type SettingsForm = UseFormReturn<NotificationSettingsInput>

/** /dashboard/settings/notifications: the 'Notifikace' settings of the current company (issue 8). */
export function Component() {
  const { t } = useMessagingTexts()
  const { t: tb } = useBackofficeTexts()
  return (
    <section>
      <ScreenHeader
        title={t('settings.title')}
        backTo={dashboardPaths.settings}
        backLabel={tb('settings.title')}
      >
        <Link to={notificationLogPath} className={buttonClasses('secondary')}>
          {t('settings.openLog')}
        </Link>
      </ScreenHeader>
      <p className="mb-4 max-w-3xl text-stone-700">{t('settings.intro')}</p>
      <WithCurrentCompany>{(companyId) => <SettingsLoader companyId={companyId} />}</WithCurrentCompany>
    </section>
  )
}

function SettingsLoader({ companyId }: { companyId: number }) {
  const settings = useQuery(notificationSettingsQueryOptions(companyId))
  const { t: tb } = useBackofficeTexts()
  if (settings.isPending) return <Spinner label="…" />
  if (settings.isError) return <Alert tone="error">{tb('common.loadFailed')}</Alert>
  return (
    <div className="grid gap-4">
      <section
        aria-labelledby="sms-credits-title"
        className="max-w-3xl rounded-2xl border border-stone-200 bg-white p-4 sm:p-6"
      >
        <h2 id="sms-credits-title" className="mb-2 text-base font-semibold text-stone-950">
          {tb('settings.smsCredits')}
        </h2>
        <SmsCreditsPanel companyId={companyId} buy={false} />
        <Link to={SUBSCRIPTION_PATH} className="mt-2 inline-block text-sm font-semibold underline">
          {tb('settings.subscription')}
        </Link>
      </section>
      <SettingsForm key={companyId} companyId={companyId} settings={settings.data} />
    </div>
  )
}

function formValues(settings: NotificationSettings): NotificationSettingsInput {
  return {
    booking_confirmation_email: settings.booking_confirmation_email,
    reminder_email: settings.reminder_email,
    reminder_sms: settings.reminder_sms,
    reminder_offset_minutes: settings.reminder_offset_minutes,
    business_cancellation_email: settings.business_cancellation_email,
    cancellation_sms: settings.cancellation_sms,
    reservation_change_email: settings.reservation_change_email,
    reservation_change_sms: settings.reservation_change_sms,
    new_booking_to_business: settings.new_booking_to_business,
    customer_cancellation_to_business: settings.customer_cancellation_to_business,
    cancellation_sms_text: settings.cancellation_sms_text ?? '',
    reminder_sms_text: settings.reminder_sms_text ?? '',
    sms_strip_diacritics: settings.sms_strip_diacritics,
  }
}

function SettingsForm({ companyId, settings }: { companyId: number; settings: NotificationSettings }) {
  const { t } = useMessagingTexts()
  const { t: tb } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const form = useForm<NotificationSettingsInput>({
    resolver: zodResolver(notificationSettingsInputSchema),
    defaultValues: formValues(settings),
  })
  const errors = useEntityFormErrors(form, tb('common.saveFailed'))
  const save = useMutation({
    mutationFn: (input: NotificationSettingsInput) => saveNotificationSettings(companyId, input),
  })
  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    try {
      const saved = await save.mutateAsync(input)
      queryClient.setQueryData(notificationSettingsKey(companyId), saved)
      await queryClient.invalidateQueries({ queryKey: reservationNoticeDefaultsKey(companyId) })
      form.reset(formValues(saved))
      notify({ tone: 'success', text: t('settings.saved') })
    } catch (error) {
      errors.show(error)
    }
  })
  const switchField = (name: keyof NotificationSettingsInput & string) => (
    <Checkbox label={t(`settings.${name}`)} {...form.register(name)} />
  )

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-4">
      {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
      <FormSection title={t('settings.customerMessages')}>
        <div className="grid gap-1">
          {switchField('booking_confirmation_email')}
          {switchField('reminder_email')}
          {switchField('reminder_sms')}
          {switchField('business_cancellation_email')}
          {switchField('cancellation_sms')}
          {switchField('reservation_change_email')}
          {switchField('reservation_change_sms')}
        </div>
        <SelectField
          label={t('settings.reminderOffset')}
          error={errors.fieldError('reminder_offset_minutes')}
          {...form.register('reminder_offset_minutes', { setValueAs: Number })}
        >
          {offsetChoices(settings.reminder_offset_minutes).map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes % 1440 === 0
                ? t('settings.offsetDays', { count: minutes / 1440 })
                : t('settings.offsetHours', { count: Math.round((minutes / 60) * 10) / 10 })}
            </option>
          ))}
        </SelectField>
      </FormSection>
      <FormSection title={t('settings.businessMessages')}>
        <div className="grid gap-1">
          {switchField('new_booking_to_business')}
          {switchField('customer_cancellation_to_business')}
        </div>
      </FormSection>
      <FormSection title={t('settings.smsTexts')}>
        {switchField('sms_strip_diacritics')}
        <SmsTextField
          form={form}
          companyId={companyId}
          kind="cancellation"
          error={errors.fieldError('cancellation_sms_text')}
        />
        <SmsTextField
          form={form}
          companyId={companyId}
          kind="reminder"
          error={errors.fieldError('reminder_sms_text')}
        />
      </FormSection>
      <div>
        <Button type="submit" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  )
}

/** The offered times, plus the saved one when it was set to something else through the API. */
function offsetChoices(saved: number): number[] {
  return [...new Set([...REMINDER_OFFSETS_MINUTES, saved])].sort((a, b) => a - b)
}

/**
 * An SMS text with the placeholders it may use and a live preview of what the customer receives: with the
 * company's first branch, a link as long as the real one, and for the reminder the text the sender picks at
 * the chosen reminder time.
 */
function SmsTextField({
  form,
  companyId,
  kind,
  error,
}: {
  form: SettingsForm
  companyId: number
  kind: SmsTextKind
  error?: string
}) {
  const { t, i18n } = useMessagingTexts()
  const name = kind === 'cancellation' ? 'cancellation_sms_text' : 'reminder_sms_text'
  const [text, stripDiacritics, offsetMinutes] = useWatch({
    control: form.control,
    name: [name, 'sms_strip_diacritics', 'reminder_offset_minutes'],
  })
  const branches = useQuery(branchesResource(companyId).rows())
  const branch = branches.data?.[0] ?? null
  const preview = previewSms(kind, text ?? '', {
    locale: i18n.language as Locale,
    stripDiacritics: Boolean(stripDiacritics),
    origin: window.location.origin,
    branch,
    reminderOffsetMinutes: Number(offsetMinutes),
  })
  const previewId = `${name}-preview`
  return (
    <div className="grid gap-2">
      <TextareaField
        label={t(`settings.${name}`)}
        error={error}
        placeholder={DEFAULT_SMS_TEXTS[kind][i18n.language as Locale]}
        aria-describedby={previewId}
        {...form.register(name)}
      />
      <p className="text-sm text-stone-600">
        {t('settings.textHint', {
          placeholders: NOTIFICATION_PLACEHOLDERS.map((placeholder) => `{${placeholder}}`).join(', '),
        })}
      </p>
      <div id={previewId} className="rounded-xl border border-stone-200 bg-stone-50 p-3" aria-live="polite">
        <p className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
          {t('settings.preview')}
        </p>
        <p className="mt-1 text-sm break-words whitespace-pre-wrap text-stone-900">{preview.text}</p>
        <p className="mt-2 text-xs text-stone-600" data-testid={`${name}-segments`}>
          {t('settings.previewMeta', {
            characters: preview.segments.characters,
            segments: preview.segments.segments,
            encoding: preview.segments.encoding,
          })}
        </p>
        {preview.offer && !preview.offer.cancelOnline && (
          <p className="mt-1 text-xs text-stone-600" data-testid={`${name}-offer`}>
            {t(
              preview.offer.phone ? 'settings.previewAfterDeadline' : 'settings.previewAfterDeadlineNoPhone',
              {
                deadline: formatDuration(
                  (branch?.cancellation_deadline_hours ?? 24) * 60,
                  i18n.language as Locale,
                ),
              },
            )}
          </p>
        )}
        {preview.unknown.length > 0 && (
          <p className="mt-1 text-xs font-medium text-red-700">
            {t('settings.unknownPlaceholders', { names: preview.unknown.map((n) => `{${n}}`).join(', ') })}
          </p>
        )}
      </div>
    </div>
  )
}
