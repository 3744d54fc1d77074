import { zodResolver } from '@hookform/resolvers/zod'
import type { AffectedReservation } from '@rezervo/shared/schemas/upcoming-reservations'
import { type Worker, workerInputSchema } from '@rezervo/shared/schemas/worker'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { CalendarFeedPanel } from '../calendar-feeds'
import { WithCurrentCompany } from '../companies'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { companyKey, refreshAfterDelete } from '../lib/company-resource'
import { branchesResource, itemsResource, workersResource } from '../lib/company-resources'
import { dashboardPaths } from '../lib/dashboard-paths'
import { PhotoFormField } from '../media'
import { IdCheckboxList } from '../ui/id-checkbox-list'
import { RecordForm, RecordHeader, useRecordSubmit } from '../ui/record-form/record-form'
import { RecordRoute } from '../ui/record-form/record-route'
import { FormSection } from '../ui/screen-header'
import { TextField } from '../ui/text-field'
import { weeklyHoursForForm } from '../ui/weekly-hours/weekly-hours-state'
import { WorkerExceptionsPanel } from './worker-exceptions-panel'
import { hoursForBranches, isEmptyWeek, positionsFromText, workerFormValues } from './worker-form-values'
import { WorkerHoursSection } from './worker-hours-section'

/** /dashboard/workers/new and /dashboard/workers/:workerId */
export function Component() {
  return (
    <RecordRoute
      param="workerId"
      listPath={dashboardPaths.workers}
      within={WithCurrentCompany}
      resource={workersResource}
    >
      {(companyId, worker) => <WorkerForm companyId={companyId} worker={worker} />}
    </RecordRoute>
  )
}

function WorkerForm({ companyId, worker }: { companyId: number; worker?: Worker }) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const branches = useQuery(branchesResource(companyId).rows())
  const items = useQuery(itemsResource(companyId).rows())
  const form = useForm({ resolver: zodResolver(workerInputSchema), defaultValues: workerFormValues(worker) })
  const branchIds = useWatch({ control: form.control, name: 'branch_ids' }) ?? []
  const workers = workersResource(companyId)
  const colleagues = useQuery(workers.rows())
  // Upcoming reservations of this worker go to a colleague who works at every branch among them.
  const reassignCandidates = (reservations: AffectedReservation[]) =>
    (colleagues.data ?? [])
      .filter(
        (other) =>
          other.id !== worker?.id && reservations.every((row) => other.branch_ids.includes(row.branch_id)),
      )
      .map((other) => ({ id: other.id, name: other.name }))
  const submit = useRecordSubmit(form, {
    resource: workers,
    id: worker?.id,
    // A worker's branches and items show on those screens too, and their reservations in the calendar.
    refresh: () => queryClient.invalidateQueries({ queryKey: companyKey(companyId) }),
    listPath: dashboardPaths.workers,
    reassignCandidates,
  })
  const { errors } = submit
  const field = (name: 'name' | 'email' | 'phone') => ({
    error: errors.fieldError(name),
    ...form.register(name),
  })
  const openingHoursOf = (id: number) =>
    queryClient
      .fetchQuery(branchesResource(companyId).detail(id))
      .then((branch) => weeklyHoursForForm(branch.opening_hours))
      .catch(() => undefined)
  const branchName = (id: number) => branches.data?.find((branch) => branch.id === id)?.name ?? String(id)
  return (
    <section>
      <RecordHeader
        title={worker?.name ?? t('workers.new')}
        listPath={dashboardPaths.workers}
        record={worker}
        resource={workers}
        reassignCandidates={reassignCandidates}
        // Their reservations may have moved or been cancelled: the calendar and overview read them again.
        refresh={() => refreshAfterDelete(queryClient, companyId, workers.keys.detail(worker?.id ?? 0))}
      />
      <RecordForm submit={submit}>
        <FormSection>
          <TextField label={t('workers.name')} required {...field('name')} />
          <Controller
            control={form.control}
            name="positions"
            render={({ field: positions }) => (
              <TextField
                label={t('workers.positions')}
                hint={t('workers.positionsHint')}
                error={errors.fieldError('positions')}
                defaultValue={(positions.value ?? []).join(', ')}
                onChange={(event) => positions.onChange(positionsFromText(event.target.value))}
              />
            )}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={t('common.email')} type="email" {...field('email')} />
            <TextField label={t('common.phone')} type="tel" {...field('phone')} />
          </div>
          <TextField
            label={t('workers.color')}
            type="color"
            className="max-w-40"
            error={errors.fieldError('color')}
            {...form.register('color')}
          />
          <PhotoFormField
            control={form.control}
            name="photo_url"
            companyId={companyId}
            label={t('workers.photo')}
            error={errors.fieldError('photo_url')}
          />
        </FormSection>
        <FormSection title={t('workers.branches')}>
          <Controller
            control={form.control}
            name="branch_ids"
            render={({ field: ids }) => (
              <IdCheckboxList
                legend={t('workers.branches')}
                hideLegend
                options={(branches.data ?? []).map((branch) => ({ id: branch.id, label: branch.name }))}
                value={ids.value ?? []}
                onChange={(next) => {
                  const added = next.filter((id) => !(ids.value ?? []).includes(id))
                  ids.onChange(next)
                  const hours = form.getValues('working_hours') ?? {}
                  form.setValue(
                    'working_hours',
                    hoursForBranches(
                      Object.fromEntries(
                        Object.entries(hours).map(([id, week]) => [id, weeklyHoursForForm(week)]),
                      ),
                      next,
                    ),
                  )
                  // A newly chosen branch's hours start from its opening hours, once they are loaded, unless the
                  // owner has already typed some.
                  for (const id of added) {
                    void openingHoursOf(id).then((opening) => {
                      const path = `working_hours.${id}` as const
                      if (opening && isEmptyWeek(weeklyHoursForForm(form.getValues(path)))) {
                        form.setValue(path, opening, { shouldDirty: true })
                      }
                    })
                  }
                }}
                error={errors.fieldError('branch_ids')}
              />
            )}
          />
        </FormSection>
        {branchIds.map((branchId) => (
          <WorkerHoursSection
            key={branchId}
            companyId={companyId}
            branchId={branchId}
            branchName={branchName(branchId)}
            control={form.control}
            fieldError={errors.fieldError}
          />
        ))}
        <FormSection title={t('workers.items')}>
          <Controller
            control={form.control}
            name="item_ids"
            render={({ field: ids }) => (
              <IdCheckboxList
                legend={t('workers.items')}
                hideLegend
                options={(items.data ?? []).map((item) => ({ id: item.id, label: item.name }))}
                value={ids.value ?? []}
                onChange={ids.onChange}
                error={errors.fieldError('item_ids')}
              />
            )}
          />
        </FormSection>
      </RecordForm>
      {worker && (
        <div className="mt-6 max-w-3xl">
          <WorkerExceptionsPanel companyId={companyId} workerId={worker.id} />
          <CalendarFeedPanel
            companyId={companyId}
            owner={{ kind: 'worker', id: worker.id }}
            url={worker.calendar_feed_url}
            detail={worker.calendar_feed_detail}
          />
        </div>
      )}
    </section>
  )
}
