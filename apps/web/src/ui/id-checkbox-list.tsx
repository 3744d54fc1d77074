import { Checkbox } from './checkbox'

/** A group of checkboxes that edits a list of record ids (a service's workers, a worker's branches). */
export function IdCheckboxList({
  legend,
  options,
  value,
  onChange,
  error,
  hideLegend = false,
}: {
  legend: string
  /** When the surrounding section's title already says it. */
  hideLegend?: boolean
  options: { id: number; label: string }[]
  value: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
}) {
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...value.filter((known) => known !== id), id] : value.filter((known) => known !== id))
  return (
    <fieldset>
      <legend className={hideLegend ? 'sr-only' : 'mb-1 text-sm font-medium text-stone-800'}>{legend}</legend>
      {options.length === 0 && <p className="text-sm text-stone-600">—</p>}
      <div className="grid gap-x-4 sm:grid-cols-2">
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.label}
            checked={value.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
          />
        ))}
      </div>
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  )
}
