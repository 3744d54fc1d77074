import { formatDuration } from '@rezervo/shared/format/duration'
import { formatCzk } from '@rezervo/shared/format/money'
import type { ReservationCreateValues } from '@rezervo/shared/schemas/reservation'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, type UseFormReturn, useForm, useWatch } from 'react-hook-form'
import { ApiError } from '../../lib/api-errors'
import { itemsResource } from '../../lib/company-resources'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormDateField } from '../../ui/form-date-field'
import { IdCheckboxList } from '../../ui/id-checkbox-list'
import { notify } from '../../ui/notifications/notification-store'
import { SelectField } from '../../ui/select-field'
import { TextareaField } from '../../ui/textarea-field'
import { TimeField } from '../../ui/time-field'
import { useEntityFormErrors } from '../../ui/use-entity-form'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import type { WorkerResource } from './calendar-events'
import { createReservation, reservationsKey } from './calendar-queries'
import { calendarDateToIso } from './calendar-time'
import {
  type CreateReservationForm,
  createReservationResolver,
  withFormFields,
} from './create-reservation-values'
import { CustomerPicker } from './customer-picker'
import { ModalDialog } from './modal-dialog'
import { useOutOfHoursConfirmation } from './out-of-hours-confirmation'
import type { SlotChoice } from './reservation-calendar'
import { reservationErrorText } from './reservation-errors'

const hhmm = (date: Date) =>
  `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`

/** The dialog a click on an empty slot opens. */
export function CreateReservationDialog({
  slot,
  onClose,
  ...props
}: {
  slot: SlotChoice | null
  onClose: () => void
  companyId: number
  branchId: number
  timeZone: string
  workers: WorkerResource[]
}) {
  const { t } = useCalendarDialogTexts()
  return (
    <ModalDialog
      open={slot !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('create.title')}
      closeLabel={t('detail.close')}
    >
      {slot && <CreateReservationFormBody slot={slot} onDone={onClose} {...props} />}
    </ModalDialog>
  )
}

function CreateReservationFormBody({
  slot,
  onDone,
  companyId,
  branchId,
  timeZone,
  workers,
}: {
  slot: SlotChoice
  onDone: () => void
  companyId: number
  branchId: number
  timeZone: string
  workers: WorkerResource[]
}) {
  const { t } = useCalendarDialogTexts()
  const queryClient = useQueryClient()
  const items = useQuery(itemsResource(companyId).rows())
  const { confirm, dialog } = useOutOfHoursConfirmation()
  const [conflict, setConflict] = useState<string>()
  const form = useForm<CreateReservationForm, unknown, ReservationCreateValues>({
    resolver: createReservationResolver(branchId, timeZone),
    defaultValues: {
      worker_id: slot.workerId ?? workers[0]?.id ?? 0,
      date: calendarDateToIso(slot.start),
      time: hhmm(slot.start),
      customer_mode: 'existing',
      customer_id: null,
      customer: { first_name: '', surname: '', email: '', phone: '' },
      item_ids: [],
      note: '',
      notify_client: true,
      reminder_date: '',
      reminder_time: '',
    },
  })
  // The form's own errors are keyed by its input fields; the parsed output type does not matter here.
  const errors = useEntityFormErrors(
    form as unknown as UseFormReturn<CreateReservationForm>,
    t('create.failed'),
  )
  const workerId = Number(useWatch({ control: form.control, name: 'worker_id' }))
  const chosenIds = useWatch({ control: form.control, name: 'item_ids' })
  const offered = (items.data ?? []).filter((item) => item.active && item.worker_ids.includes(workerId))
  const chosen = offered.filter((item) => chosenIds.includes(item.id))
  const locale = currentLocale()

  const onSubmit = form.handleSubmit(async (input) => {
    errors.reset()
    setConflict(undefined)
    try {
      const created = await confirm((confirmed) =>
        createReservation(companyId, { ...input, confirm_out_of_working_hours: confirmed }),
      )
      if (created === null) return
      notify({ tone: 'success', text: t('create.created') })
      await queryClient.invalidateQueries({ queryKey: reservationsKey(companyId) })
      onDone()
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const text = reservationErrorText(error, t('create.failed'))
        setConflict(text)
        notify({ tone: 'error', text })
      } else errors.show(withFormFields(error))
    }
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      {(conflict ?? errors.formMessage) && <Alert tone="error">{conflict ?? errors.formMessage}</Alert>}
      <SelectField
        label={t('create.worker')}
        error={errors.fieldError('worker_id')}
        {...form.register('worker_id', { valueAsNumber: true })}
      >
        {workers.map((worker) => (
          <option key={worker.id} value={worker.id}>
            {worker.title}
          </option>
        ))}
      </SelectField>
      <div className="grid grid-cols-[3fr_2fr] gap-3">
        <FormDateField
          control={form.control}
          name="date"
          label={t('create.date')}
          required
          error={errors.fieldError('date')}
        />
        <TimeField
          label={t('create.start')}
          required
          error={errors.fieldError('time')}
          {...form.register('time')}
        />
      </div>
      <CustomerPicker companyId={companyId} form={form} fieldError={errors.fieldError} />
      <Controller
        control={form.control}
        name="item_ids"
        render={({ field }) => (
          <IdCheckboxList
            legend={t('create.items')}
            options={offered.map((item) => ({
              id: item.id,
              label: `${item.name} (${formatDuration(item.duration_minutes, locale)}, ${formatCzk(item.price_czk, locale)})`,
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.fieldError('item_ids')}
          />
        )}
      />
      {chosen.length > 0 && (
        <p className="text-sm text-stone-700">
          {t('create.total', {
            duration: formatDuration(
              chosen.reduce((sum, item) => sum + item.duration_minutes, 0),
              locale,
            ),
            price: formatCzk(
              chosen.reduce((sum, item) => sum + item.price_czk, 0),
              locale,
            ),
          })}
        </p>
      )}
      <TextareaField
        label={t('create.note')}
        rows={2}
        error={errors.fieldError('note')}
        {...form.register('note')}
      />
      <div className="grid grid-cols-[3fr_2fr] gap-3">
        <FormDateField
          control={form.control}
          name="reminder_date"
          label={t('edit.reminderDate')}
          error={errors.fieldError('reminder_date')}
        />
        <TimeField
          label={t('edit.reminderTime')}
          error={errors.fieldError('reminder_time')}
          {...form.register('reminder_time')}
        />
        <p className="col-span-2 -mt-2 text-sm text-stone-600">{t('edit.reminderHint')}</p>
      </div>
      <Checkbox label={t('create.notifyClient')} {...form.register('notify_client')} />
      <Button type="submit" loading={form.formState.isSubmitting} fullWidth>
        {t('create.submit')}
      </Button>
      {dialog}
    </form>
  )
}
