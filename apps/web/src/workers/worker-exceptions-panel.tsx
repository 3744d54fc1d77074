import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
import { formatDateTime } from '@rezervo/shared/format/date-time'
import {
  WORKER_EXCEPTION_KINDS,
  type WorkerExceptionRow,
  type WorkerExceptionValues,
} from '@rezervo/shared/schemas/worker'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey } from '../lib/company-resource'
import { workerExceptionsResource, workersResource } from '../lib/company-resources'
import { currentLocale } from '../lib/i18n'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { FormDateField } from '../ui/form-date-field'
import { notify } from '../ui/notifications/notification-store'
import { useRecordSubmit } from '../ui/record-form/record-form'
import { FormSection } from '../ui/screen-header'
import { SelectField } from '../ui/select-field'
import { TextField } from '../ui/text-field'
import { TimeField } from '../ui/time-field'
import { UpcomingReservationsDialog, upcomingErrorText } from '../ui/upcoming-reservations-dialog'
import {
  emptyWorkerExceptionForm,
  type WorkerExceptionForm,
  workerExceptionResolver,
} from './worker-exception-values'

/**
 * A worker's holidays, sickness and extra hours: the list, one form to add, a button to remove. A holiday or
 * sickness over their reservations is not saved silently (issue 18): the dialog lists the reservations and
 * offers to cancel them (each customer told), give them to a colleague of their branch who is free then, or
 * keep them as they are.
 */
export function WorkerExceptionsPanel({ companyId, workerId }: { companyId: number; workerId: number }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const resource = workerExceptionsResource(companyId, workerId)
  const exceptions = useQuery(resource.rows())
  const refresh = () => resource.invalidate(queryClient)
  const form = useForm<WorkerExceptionForm, unknown, WorkerExceptionValues>({
    resolver: workerExceptionResolver(),
    defaultValues: emptyWorkerExceptionForm(),
  })
  const colleagues = useQuery(workersResource(companyId).rows())
  const add = useRecordSubmit(form, {
    resource,
    id: undefined,
    onCreated: () => form.reset(),
    // The reservations may have moved or been cancelled: the calendar, the lists and the overview read again.
    refresh: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
    reassignCandidates: (reservations) =>
      (colleagues.data ?? [])
        .filter(
          (other) =>
            other.id !== workerId && reservations.every((row) => other.branch_ids.includes(row.branch_id)),
        )
        .map((other) => ({ id: other.id, name: other.name })),
  })
  const { errors } = add
  const remove = useMutation({
    // The version the row shows (If-Match): an exception changed meanwhile answers 412 and stays.
    mutationFn: (exception: WorkerExceptionRow) =>
      resource.remove(exception.id, undefined, { etag: exception.etag }),
    onSuccess: async () => {
      notify({ tone: 'success', text: t('common.deleted') })
      await refresh()
    },
    onError: async (error) => {
      errors.show(error)
      await refresh()
    },
  })
  const when = (instant: string) => formatDateTime(new Date(instant), DEFAULT_TIME_ZONE, currentLocale())
  return (
    <FormSection title={t('workers.exceptions')}>
      <ul className="grid gap-2">
        {(exceptions.data ?? []).map((exception) => (
          <li
            key={exception.id}
            className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
          >
            <span>
              <strong>{t(`workers.kind${exception.kind}`)}</strong> {when(exception.starts_at)} –{' '}
              {when(exception.ends_at)}
              {exception.note && ` · ${exception.note}`}
            </span>
            <Button variant="ghost" loading={remove.isPending} onClick={() => remove.mutate(exception)}>
              {t('common.delete')}
            </Button>
          </li>
        ))}
      </ul>
      <form noValidate onSubmit={add.onSubmit} className="grid gap-3">
        {errors.formMessage && <Alert tone="error">{errors.formMessage}</Alert>}
        <SelectField label={t('workers.kind')} {...form.register('kind')}>
          {WORKER_EXCEPTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`workers.kind${kind}`)}
            </option>
          ))}
        </SelectField>
        {(['starts', 'ends'] as const).map((edge) => (
          // A date and a time typed on the keypad ('8', '1730'), like every time field of the back office.
          <div key={edge} className="grid grid-cols-[3fr_2fr] gap-3">
            <FormDateField
              control={form.control}
              name={`${edge}_date`}
              label={t(edge === 'starts' ? 'workers.startsAt' : 'workers.endsAt')}
              error={errors.fieldError(`${edge}_date`)}
            />
            <TimeField
              label={`${t(edge === 'starts' ? 'workers.startsAt' : 'workers.endsAt')} – ${t('workers.time')}`}
              error={errors.fieldError(`${edge}_time`) ?? errors.fieldError(`${edge}_at`)}
              {...form.register(`${edge}_time`)}
            />
          </div>
        ))}
        <TextField label={t('common.note')} error={errors.fieldError('note')} {...form.register('note')} />
        <div>
          <Button type="submit" variant="secondary" loading={add.saving}>
            {t('workers.addException')}
          </Button>
        </div>
        {add.upcoming && (
          <UpcomingReservationsDialog
            reservations={add.upcoming.reservations}
            action="absence"
            candidates={add.upcoming.candidates}
            onResolve={add.upcoming.resolve}
            onClose={add.upcoming.close}
            errorText={(error) => upcomingErrorText(error, t('common.saveFailed'), currentLocale())}
          />
        )}
      </form>
    </FormSection>
  )
}
