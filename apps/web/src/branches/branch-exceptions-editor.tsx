import type { BranchInput } from '@rezervo/shared/schemas/branch'
import { type Control, Controller, type UseFormRegister, useFieldArray, useWatch } from 'react-hook-form'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { FormDateField } from '../ui/form-date-field'
import { TextField } from '../ui/text-field'
import { DayIntervalsEditor } from '../ui/weekly-hours/day-intervals-editor'

/** Dates that replace the weekly hours: closed all day, or open for their own intervals. */
export function BranchExceptionsEditor({
  control,
  register,
  fieldError,
}: {
  control: Control<BranchInput>
  register: UseFormRegister<BranchInput>
  fieldError: (name: string) => string | undefined
}) {
  const { t } = useBackofficeTexts()
  const exceptions = useFieldArray({ control, name: 'exceptions' })
  const values = useWatch({ control, name: 'exceptions' }) ?? []
  return (
    <div className="grid gap-3">
      {exceptions.fields.map((field, index) => (
        <div key={field.id} className="grid gap-3 rounded-xl border border-stone-200 p-3">
          <div className="grid gap-3 sm:grid-cols-2">
            <FormDateField
              control={control}
              name={`exceptions.${index}.date`}
              label={t('branches.date')}
              error={fieldError(`exceptions.${index}.date`)}
            />
            <TextField
              label={t('common.note')}
              error={fieldError(`exceptions.${index}.note`)}
              {...register(`exceptions.${index}.note`)}
            />
          </div>
          <Checkbox label={t('branches.closedAllDay')} {...register(`exceptions.${index}.closed`)} />
          {!values[index]?.closed && (
            <Controller
              control={control}
              name={`exceptions.${index}.intervals`}
              render={({ field: intervals }) => (
                <DayIntervalsEditor
                  label={`${t('branches.date')} ${index + 1}`}
                  intervals={intervals.value ?? []}
                  onChange={intervals.onChange}
                  errorAt={(path) => fieldError(`exceptions.${index}.intervals.${path}`)}
                />
              )}
            />
          )}
          {fieldError(`exceptions.${index}.intervals`) && (
            <p className="text-sm font-medium text-red-700">{fieldError(`exceptions.${index}.intervals`)}</p>
          )}
          <div>
            <Button variant="ghost" onClick={() => exceptions.remove(index)}>
              {t('branches.removeException')}
            </Button>
          </div>
        </div>
      ))}
      <div>
        <Button
          variant="secondary"
          onClick={() => exceptions.append({ date: '', closed: true, intervals: [], note: '' })}
        >
          + {t('branches.addException')}
        </Button>
      </div>
    </div>
  )
}
