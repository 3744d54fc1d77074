import type { WeeklyHoursForm } from '@rezervo/shared/schemas/weekly-hours'
import type { WorkerInput } from '@rezervo/shared/schemas/worker'
import { useQuery } from '@tanstack/react-query'
import { type Control, useWatch } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { branchesResource } from '../lib/company-resources'
import { Alert } from '../ui/alert'
import { FormSection } from '../ui/screen-header'
import { WeeklyHoursField } from '../ui/weekly-hours/weekly-hours-editor'
import { intervalsOutside, weeklyHoursForForm } from '../ui/weekly-hours/weekly-hours-state'

const spanOf = ({ start, end }: { start: string; end: string }) => `${start}–${end}`

/**
 * A worker's hours at one branch, against the branch's opening hours (issue 37, finding 8): "add interval"
 * proposes within them, and hours outside them are named in a warning that does not stop the save (a worker
 * may prepare before opening), with the branch's own hours that day.
 */
export function WorkerHoursSection({
  companyId,
  branchId,
  branchName,
  control,
  fieldError,
}: {
  companyId: number
  branchId: number
  branchName: string
  control: Control<WorkerInput>
  fieldError: (path: string) => string | undefined
}) {
  const { t } = useBackofficeTexts()
  const branch = useQuery(branchesResource(companyId).detail(branchId))
  const opening: WeeklyHoursForm | undefined = branch.data
    ? weeklyHoursForForm(branch.data.opening_hours)
    : undefined
  const week = weeklyHoursForForm(useWatch({ control, name: `working_hours.${branchId}` }))
  const outside = opening ? intervalsOutside(week, opening) : []
  return (
    <FormSection title={t('workers.workingHours', { branch: branchName })}>
      {outside.length > 0 && (
        <Alert tone="warning">
          <p>{t('workers.outsideOpening', { branch: branchName })}</p>
          <ul className="mt-1 list-disc pl-5">
            {outside.map(({ day, interval, within }) => (
              <li key={`${day}-${interval.start}-${interval.end}`}>
                {t('workers.outsideOpeningDay', {
                  day: t(`hours.weekday${day}`),
                  hours: spanOf(interval),
                  opening:
                    within.length > 0 ? within.map(spanOf).join(', ') : t('hours.closed').toLowerCase(),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <WeeklyHoursField
        control={control}
        name={`working_hours.${branchId}`}
        fieldError={fieldError}
        proposeWithin={opening}
      />
    </FormSection>
  )
}
