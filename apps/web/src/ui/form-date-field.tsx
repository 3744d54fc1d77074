import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form'
import { DateField, type DateFieldProps } from './date-field'

type FormDateFieldProps<T extends FieldValues, TContext, TOutput extends FieldValues> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'ref'
> & {
  /** The form's control, whatever its resolver turns the values into on submit. */
  control: Control<T, TContext, TOutput>
  name: FieldPath<T>
}

/**
 * A DateField bound to a react-hook-form field: the form keeps the ISO date, or the text as typed when it is
 * no date, so the form's shared schema refuses it and nothing is sent (decision 035).
 */
export function FormDateField<T extends FieldValues, TContext = unknown, TOutput extends FieldValues = T>({
  control,
  name,
  ...props
}: FormDateFieldProps<T, TContext, TOutput>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          {...props}
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  )
}
