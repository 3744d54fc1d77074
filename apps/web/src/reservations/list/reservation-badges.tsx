import type { ReservationState } from '@rezervo/shared/reservations/reservation-state'
import type { Attendance } from '@rezervo/shared/schemas/reservation'
import { cn } from '../../ui/class-names'
import { useListTexts } from './list-texts'

const stateTones: Record<ReservationState, string> = {
  upcoming: 'border-sky-300 bg-sky-50 text-sky-900',
  expired: 'border-stone-300 bg-stone-100 text-stone-800',
  cancelled: 'border-red-300 bg-red-50 text-red-900',
}

/** The reservation's state as a pill; the word carries the meaning, the colour only helps scanning. */
export function StateBadge({ state }: { state: ReservationState }) {
  const { t } = useListTexts()
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        stateTones[state],
      )}
    >
      {t(`reservations:state.${state}`)}
    </span>
  )
}

/** Arrived, no-show or not recorded yet. */
export function AttendanceText({ attendance }: { attendance: Attendance | null }) {
  const { t } = useListTexts()
  return (
    <span className={cn(attendance === 'no_show' && 'font-semibold text-red-800')}>
      {t(`reservations:attendance.${attendance ?? 'none'}`)}
    </span>
  )
}

/**
 * The worker's calendar colour before their name; decoration, the name is the information. A deleted
 * worker, whose reservations stay theirs, is marked "(archivovaný)".
 */
export function WorkerName({
  name,
  color,
  archived = false,
}: {
  name: string
  color: string
  archived?: boolean
}) {
  const { t } = useListTexts()
  return (
    <span className="inline-flex min-w-0 items-center gap-2">
      <span
        aria-hidden="true"
        className="size-3 shrink-0 rounded-full ring-1 ring-black/10"
        style={{ backgroundColor: color }}
      />
      <span className="break-words">{archived ? t('reservations:archivedWorker', { name }) : name}</span>
    </span>
  )
}
