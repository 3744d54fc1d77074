import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from './class-names'
import { FieldMessages, fieldDescriptionIds } from './field-message'

export const inputClasses = (invalid: boolean) =>
  cn(
    'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-stone-900 shadow-sm',
    'placeholder:text-stone-400 focus:border-stone-900',
    invalid ? 'border-red-600' : 'border-stone-300',
  )

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string
  /** An already translated message; it is linked to the input with aria-describedby. */
  error?: string
  hint?: ReactNode
  /** Something inside the input's right edge, e.g. the show-password toggle. */
  trailing?: ReactNode
}

/** A labelled input with its hint and error, announced together to screen readers. */
export function TextField({ label, error, hint, trailing, className, required, ...props }: TextFieldProps) {
  const id = useId()
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={fieldDescriptionIds(id, hint, error)}
          className={cn(inputClasses(Boolean(error)), trailing ? 'pr-12' : undefined)}
          {...props}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  )
}
