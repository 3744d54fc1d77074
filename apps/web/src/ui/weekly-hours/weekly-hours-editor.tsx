import { ISO_WEEKDAY_KEYS, type WeeklyHoursForm } from '@rezervo/shared/schemas/weekly-hours'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { Button } from '../button'
import { DayIntervalsEditor } from './day-intervals-editor'
import { weeklyHoursForForm, withMondayOnWeekdays } from './weekly-hours-state'

/**
 * Opening or working hours per weekday, several intervals a day; `errorAt('1.0.start')` gives errors.
 * `proposeWithin` (a branch's opening hours, for a worker's) keeps "add interval"'s proposals inside them.
 */
export function WeeklyHoursEditor({
  value,
  onChange,
  errorAt,
  proposeWithin,
}: {
  value: WeeklyHoursForm
  onChange: (value: WeeklyHoursForm) => void
  errorAt: (path: string) => string | undefined
  proposeWithin?: WeeklyHoursForm | undefined
}) {
  const { t } = useBackofficeTexts()
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3">
        {ISO_WEEKDAY_KEYS.map((day) => {
          const label = t(`hours.weekday${day}`)
          return (
            <li key={day} className="grid gap-2 border-b border-stone-100 pb-3 sm:grid-cols-[8rem_1fr]">
              <span className="pt-2 font-medium text-stone-900">{label}</span>
              <DayIntervalsEditor
                label={label}
                intervals={value[day]}
                onChange={(intervals) => onChange({ ...value, [day]: intervals })}
                errorAt={(path) => errorAt(`${day}.${path}`)}
                proposeWithin={proposeWithin?.[day]}
              />
            </li>
          )
        })}
      </ul>
      <div>
        <Button variant="ghost" onClick={() => onChange(withMondayOnWeekdays(value))}>
          {t('hours.copyMonday')}
        </Button>
      </div>
    </div>
  )
}

/**
 * The editor bound to a form field (`opening_hours`, `working_hours.3`): the field's value read as a full
 * week, and each interval's error found under the field's path.
 */
export function WeeklyHoursField<T extends FieldValues>({
  control,
  name,
  fieldError,
  proposeWithin,
}: {
  control: Control<T>
  name: Path<T>
  fieldError: (path: string) => string | undefined
  proposeWithin?: WeeklyHoursForm | undefined
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <WeeklyHoursEditor
          value={weeklyHoursForForm(field.value)}
          onChange={field.onChange}
          errorAt={(path) => fieldError(`${name}.${path}`)}
          proposeWithin={proposeWithin}
        />
      )}
    />
  )
}
