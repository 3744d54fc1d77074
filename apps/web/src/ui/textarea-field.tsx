import { type ComponentProps, useId } from 'react'
import { FieldMessages, fieldDescriptionIds } from './field-message'
import { inputClasses } from './text-field'

/** A labelled multi-line input with its error. */
export function TextareaField({
  label,
  error,
  className,
  ...props
}: Omit<ComponentProps<'textarea'>, 'id'> & { label: string; error?: string }) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={fieldDescriptionIds(id, undefined, error)}
        className={inputClasses(Boolean(error))}
        {...props}
      />
      <FieldMessages id={id} error={error} />
    </div>
  )
}
