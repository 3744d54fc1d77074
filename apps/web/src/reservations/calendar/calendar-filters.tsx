import type { BranchSummary } from '@rezervo/shared/schemas/branch'
import { Checkbox } from '../../ui/checkbox'
import { SelectField } from '../../ui/select-field'
import type { WorkerResource } from './calendar-events'
import { useCalendarTexts } from './calendar-texts'

export interface CalendarFilterValues {
  /** Hidden workers; a new worker of the branch shows up without touching the filter. */
  hiddenWorkerIds: ReadonlySet<number>
  showWeekend: boolean
  showCancelled: boolean
}

/** Branch, which workers, weekend and cancelled reservations. */
export function CalendarFilters({
  branches,
  branchId,
  onBranch,
  workers,
  values,
  onChange,
}: {
  branches: BranchSummary[]
  branchId: number
  onBranch: (branchId: number) => void
  workers: WorkerResource[]
  values: CalendarFilterValues
  onChange: (values: CalendarFilterValues) => void
}) {
  const { t } = useCalendarTexts()
  const toggleWorker = (workerId: number, shown: boolean) => {
    const hidden = new Set(values.hiddenWorkerIds)
    if (shown) hidden.delete(workerId)
    else hidden.add(workerId)
    onChange({ ...values, hiddenWorkerIds: hidden })
  }
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
      {branches.length > 1 && (
        <SelectField
          className="w-full sm:w-64"
          label={t('filters.branch')}
          value={branchId}
          onChange={(event) => onBranch(Number(event.target.value))}
        >
          {branches.map((branch) => (
            <option key={branch.id} value={branch.id}>
              {branch.name}
            </option>
          ))}
        </SelectField>
      )}
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-stone-800">{t('filters.workers')}</legend>
        {workers.length === 0 && <p className="text-sm text-stone-600">{t('filters.noWorkers')}</p>}
        <div className="flex flex-wrap gap-x-4">
          {workers.map((worker) => (
            <label key={worker.id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-5 accent-stone-900"
                checked={!values.hiddenWorkerIds.has(worker.id)}
                onChange={(event) => toggleWorker(worker.id, event.target.checked)}
              />
              <span
                aria-hidden="true"
                className="size-3 rounded-full"
                style={{ backgroundColor: worker.color }}
              />
              {worker.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-x-4">
        <Checkbox
          label={t('filters.showWeekend')}
          checked={values.showWeekend}
          onChange={(event) => onChange({ ...values, showWeekend: event.target.checked })}
        />
        <Checkbox
          label={t('filters.showCancelled')}
          checked={values.showCancelled}
          onChange={(event) => onChange({ ...values, showCancelled: event.target.checked })}
        />
      </div>
    </div>
  )
}
