import { type ComponentProps, type ReactNode, useId } from 'react'
import { FieldMessages, fieldDescriptionIds } from './field-message'
import { inputClasses } from './text-field'

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id'> {
  label: string
  error?: string
  hint?: ReactNode
}

/** A labelled native select (the phone's own picker), with its hint and error. */
export function SelectField({ label, error, hint, className, children, ...props }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(id, hint, error)}
        className={inputClasses(Boolean(error))}
        {...props}
      >
        {children}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
