import type { PublicBranch } from '@rezervo/shared'
import type { Locale } from '@rezervo/shared/constants'
import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import { useState } from 'react'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { cn } from '../ui/class-names'
import type { WorkerChoice } from './booking-steps'
import { useBookingTexts } from './booking-texts'

export const choiceClasses = (selected: boolean) =>
  cn(
    'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left',
    'hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2',
    selected ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-900',
  )

export function ItemsStep({
  branch,
  itemIds,
  onChange,
  onContinue,
}: {
  branch: PublicBranch
  itemIds: number[]
  onChange: (itemIds: number[]) => void
  onContinue: () => void
}) {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  // Local state answers the click at once; the URL (a router navigation) follows a moment later.
  const [chosen, setChosen] = useState(itemIds)
  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((itemId) => itemId !== id)
    setChosen(next)
    onChange(next)
  }
  return (
    <div className="grid gap-4">
      {branch.item_categories.map((group) => (
        <fieldset key={group.id ?? 'none'} className="rounded-lg border border-stone-200 bg-white px-3 py-1">
          {group.name && <legend className="px-1 font-medium text-stone-700">{group.name}</legend>}
          {group.items.map((item) => (
            <Checkbox
              key={item.id}
              className="border-b border-stone-100 last:border-0"
              label={`${item.name} · ${formatDuration(item.duration_minutes, locale)} · ${formatCzk(item.price_czk, locale)}`}
              checked={chosen.includes(item.id)}
              onChange={(event) => toggle(item.id, event.currentTarget.checked)}
            />
          ))}
        </fieldset>
      ))}
      <Button disabled={chosen.length === 0} onClick={onContinue} className="sm:justify-self-start">
        {t('booking.continue')}
      </Button>
    </div>
  )
}

export function WorkerStep({
  workers,
  worker,
  onChoose,
}: {
  workers: PublicBranch['workers']
  worker: WorkerChoice
  onChoose: (worker: WorkerChoice) => void
}) {
  const { t } = useBookingTexts()
  return (
    <ul className="grid gap-2">
      <li>
        <button
          type="button"
          aria-pressed={worker === 'any'}
          className={choiceClasses(worker === 'any')}
          onClick={() => onChoose('any')}
        >
          <span className="font-medium">{t('booking.anyWorker')}</span>
          <span className="text-sm opacity-80">{t('booking.anyWorkerHint')}</span>
        </button>
      </li>
      {workers.map((option) => (
        <li key={option.id}>
          <button
            type="button"
            aria-pressed={worker === option.id}
            className={choiceClasses(worker === option.id)}
            onClick={() => onChoose(option.id)}
          >
            <span className="font-medium">{option.name}</span>
            <span className="text-sm opacity-80">{option.positions.join(', ')}</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
