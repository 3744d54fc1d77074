import { type ComponentProps, useId } from 'react'

/** A native checkbox with its label (the whole row is the click target) and an optional hint under it. */
export function Checkbox({
  label,
  hint,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { label: string; hint?: string }) {
  const id = useId()
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm text-stone-800"
      >
        <input
          id={id}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="size-5 rounded border-stone-400 accent-stone-900"
          {...props}
        />
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="ml-8 text-sm text-stone-600">
          {hint}
        </p>
      )}
    </div>
  )
}
