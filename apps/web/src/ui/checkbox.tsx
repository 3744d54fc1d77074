import { type ComponentProps, useId } from 'react'

/** A native checkbox with its label; the whole row is the click target. */
export function Checkbox({
  label,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'id'> & { label: string }) {
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
          className="size-5 rounded border-stone-400 accent-stone-900"
          {...props}
        />
        {label}
      </label>
    </div>
  )
}
