import type { PublicBranch } from '@rezervo/shared'
import type { Locale } from '@rezervo/shared/constants'
import { formatCzk, formatDuration } from '@rezervo/shared/format/index'
import { useState } from 'react'
import { Button } from '../ui/button'
import { Checkbox } from '../ui/checkbox'
import { cn } from '../ui/class-names'
import { type WorkerChoice, workersForItems } from './booking-steps'
import { useBookingTexts } from './booking-texts'

export const choiceClasses = (selected: boolean) =>
  cn(
    'flex min-h-12 w-full items-center justify-between gap-3 rounded-lg border px-4 py-3 text-left',
    'hover:border-stone-900 focus-visible:outline-2 focus-visible:outline-offset-2',
    selected ? 'border-stone-900 bg-stone-900 text-white' : 'border-stone-300 bg-white text-stone-900',
  )

/**
 * The first screen: the services, and below them who performs them (anyone by default), narrowed to the workers
 * who do every chosen service; a worker who drops out of the list falls back to anyone.
 */
export function ServicesStep({
  branch,
  itemIds,
  worker,
  onChange,
  onContinue,
}: {
  branch: PublicBranch
  itemIds: number[]
  worker: WorkerChoice
  onChange: (choice: { itemIds: number[]; worker: WorkerChoice }) => void
  onContinue: () => void
}) {
  const { t, i18n } = useBookingTexts()
  const locale = i18n.language as Locale
  // Local state answers the click at once; the URL (a router navigation) follows a moment later.
  const [chosen, setChosen] = useState(itemIds)
  const [who, setWho] = useState(worker)
  const allItems = branch.item_categories.flatMap((group) => group.items)
  const workersFor = (ids: number[]) =>
    workersForItems(
      branch.workers,
      allItems.filter((item) => ids.includes(item.id)),
    )
  const workers = workersFor(chosen)
  const toggle = (id: number, checked: boolean) => {
    const next = checked ? [...chosen, id] : chosen.filter((itemId) => itemId !== id)
    const nextWho = who !== 'any' && !workersFor(next).some((option) => option.id === who) ? 'any' : who
    setChosen(next)
    setWho(nextWho)
    onChange({ itemIds: next, worker: nextWho })
  }
  const choose = (next: WorkerChoice) => {
    setWho(next)
    onChange({ itemIds: chosen, worker: next })
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
      <section aria-labelledby="worker-heading">
        <h3 id="worker-heading" className="mb-2 font-semibold">
          {t('booking.chooseWorker')}
        </h3>
        <WorkerChoices workers={workers} worker={who} onChoose={choose} />
      </section>
      <Button disabled={chosen.length === 0} onClick={onContinue} className="sm:justify-self-start">
        {t('booking.continue')}
      </Button>
    </div>
  )
}

function WorkerChoices({
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
    <ul className="grid gap-2 sm:grid-cols-2">
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
