import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { ApiError } from '../../lib/api-errors'
import { itemsResource } from '../../lib/company-resources'
import { currentLocale } from '../../lib/i18n'
import { etagOf } from '../../lib/record-version'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { FormDateField } from '../../ui/form-date-field'
import { IdCheckboxList } from '../../ui/id-checkbox-list'
import { SelectField } from '../../ui/select-field'
import { TextareaField } from '../../ui/textarea-field'
import { TimeField } from '../../ui/time-field'
import { useEntityFormErrors } from '../../ui/use-entity-form'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import type { WorkerResource } from './calendar-events'
import { updateReservation } from './calendar-queries'
import { withFormFields } from './create-reservation-values'
import {
  changesVisit,
  type EditReservationFields,
  editBody,
  editFormDefaults,
  editReservationResolver,
  undoBody,
} from './edit-reservation-values'
import { useOutOfHoursConfirmation } from './out-of-hours-confirmation'
import { reservationErrorText } from './reservation-errors'
import { serviceChoices } from './service-choices'
import { useReservationAction } from './use-reservation-action'
import { useChangeNoticeDefault, useUndoableChange } from './use-undoable-change'

/** Edit a reservation: worker, time, services, note. Out of hours asks like a drag does. */
export function EditReservationForm({
  companyId,
  reservation,
  workers,
  onDone,
}: {
  companyId: number
  reservation: ReservationDetail
  workers: WorkerResource[]
  onDone: () => void
}) {
  const { t } = useCalendarDialogTexts()
  const items = useQuery(itemsResource(companyId).rows())
  const { confirm, dialog } = useOutOfHoursConfirmation('move')
  const action = useReservationAction(companyId)
  const offerUndo = useUndoableChange(companyId)
  const changeNoticeDefault = useChangeNoticeDefault(companyId)
  // The version the form was filled from: a move or edit over someone else's change answers 412.
  const [etag] = useState(() => etagOf(reservation))
  const form = useForm<EditReservationFields>({
    resolver: editReservationResolver(reservation),
    defaultValues: editFormDefaults(reservation, changeNoticeDefault),
  })
  const errors = useEntityFormErrors(form, t('actions.failed'))
  const workerId = Number(useWatch({ control: form.control, name: 'worker_id' }))
  const chosen = useWatch({ control: form.control, name: 'item_ids' })
  const offered = serviceChoices(items.data ?? [], reservation.items, workerId, chosen)
  const watchedBody = editBody(useWatch({ control: form.control }) as EditReservationFields, reservation)
  const visitChanges = changesVisit(watchedBody) || watchedBody.reprice === true
  const locale = currentLocale()
  // The reservation's own worker is always a choice, even when deleted (archived) or no longer at the
  // branch, so the field never opens blank and saving leaves the worker as it was.
  const workerChoices = workers.some((worker) => worker.id === reservation.worker.id)
    ? workers
    : [
        {
          id: reservation.worker.id,
          title: reservation.worker.archived
            ? t('reservations:archivedWorker', { name: reservation.worker.name })
            : reservation.worker.name,
        },
        ...workers,
      ]

  const onSubmit = form.handleSubmit(async (values) => {
    const body = editBody(values, reservation)
    if (Object.keys(body).length === 0) return onDone()
    const done = await action.run(
      'edit',
      async () => {
        try {
          return await confirm((confirmed) =>
            updateReservation(
              companyId,
              reservation.id,
              { ...body, confirm_out_of_working_hours: confirmed },
              etag,
            ),
          )
        } catch (error) {
          if (error instanceof ApiError && error.status === 422) {
            errors.show(withFormFields(error))
            throw new ApiError(422, reservationErrorText(error, t('actions.failed')))
          }
          throw error
        }
      },
      changesVisit(body) ? null : t('actions.saved'),
    )
    if (done && changesVisit(body)) {
      offerUndo({
        reservationId: reservation.id,
        previous: undoBody(body, reservation),
        text: t('actions.saved'),
        sendChangeNotice: body.send_change_notice ?? true,
      })
    }
    if (done) onDone()
  })

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-3">
      <h3 className="font-semibold">{t('edit.title')}</h3>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <SelectField
        label={t('create.worker')}
        error={errors.fieldError('worker_id')}
        {...form.register('worker_id', { valueAsNumber: true })}
      >
        {workerChoices.map((worker) => (
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
          error={errors.fieldError('date')}
        />
        <TimeField label={t('create.start')} error={errors.fieldError('time')} {...form.register('time')} />
      </div>
      <Controller
        control={form.control}
        name="item_ids"
        render={({ field }) => (
          <IdCheckboxList
            legend={t('create.items')}
            options={offered.map((item) => {
              const name = item.withdrawn ? t('edit.deletedService', { name: item.name }) : item.name
              return {
                id: item.id,
                label: `${name} (${formatDuration(item.duration_minutes, locale)}, ${formatCzk(item.price_czk, locale)})`,
              }
            })}
            value={field.value}
            onChange={field.onChange}
            error={errors.fieldError('item_ids')}
          />
        )}
      />
      <div>
        <Checkbox label={t('edit.reprice')} {...form.register('reprice')} />
        <p className="mt-1 text-sm text-stone-600">{t('edit.repriceHint')}</p>
      </div>
      <TextareaField
        label={t('create.note')}
        rows={2}
        error={errors.fieldError('note')}
        {...form.register('note')}
      />
      {/*
        The two messages the customer may get, apart and each saying what it is (issue 37, finding 24): the
        reminder is the reservation's lasting setting, in its own group with its time; the change notice is
        about this save only, asked only when there is something to tell (a new time, worker or services, or a
        re-pricing), and says when it leaves.
      */}
      <fieldset className="grid grid-cols-[3fr_2fr] gap-3">
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('edit.reminderLegend')}</legend>
        <div className="col-span-2">
          <Checkbox label={t('create.notifyClient')} {...form.register('notify_client')} />
        </div>
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
      </fieldset>
      {visitChanges && (
        <Checkbox
          label={t('calendar:move.sendChangeNotice')}
          hint={t('calendar:move.customerTold')}
          {...form.register('send_change_notice')}
        />
      )}
      <Button type="submit" loading={action.pending === 'edit'}>
        {t('edit.submit')}
      </Button>
      {dialog}
    </form>
  )
}
