import { lazy, type ReactNode, Suspense, useRef, useState } from 'react'
import type { OutOfHoursIntent } from './out-of-hours-dialog'
import { isOutOfWorkingHours } from './reservation-conflicts'

// Radix's alert dialog loads with the first question, not with the calendar (decision 025).
const OutOfHoursDialog = lazy(() =>
  import('./out-of-hours-dialog').then((module) => ({ default: module.OutOfHoursDialog })),
)

/**
 * A write the API may refuse with 409 out_of_working_hours: the business may book outside working hours,
 * but only knowingly. `confirm` sends it; on that answer it asks "Opravdu chcete přidat rezervaci?" (or, with
 * intent 'move', "Opravdu chcete rezervaci přesunout mimo pracovní dobu?") and, on
 * yes, sends it again with confirm_out_of_working_hours. Resolves to null when the user says no.
 */
export function useOutOfHoursConfirmation(intent: OutOfHoursIntent = 'add'): {
  confirm: <T>(send: (confirmed: boolean) => Promise<T>) => Promise<T | null>
  dialog: ReactNode
} {
  const [message, setMessage] = useState<string | null>(null)
  const answer = useRef<(yes: boolean) => void>(() => {})

  async function confirm<T>(send: (confirmed: boolean) => Promise<T>): Promise<T | null> {
    try {
      return await send(false)
    } catch (error) {
      if (!isOutOfWorkingHours(error)) throw error
      const yes = await new Promise<boolean>((resolve) => {
        answer.current = resolve
        setMessage(error instanceof Error ? error.message : '')
      })
      setMessage(null)
      return yes ? send(true) : null
    }
  }

  const dialog =
    message === null ? null : (
      <Suspense fallback={null}>
        <OutOfHoursDialog message={message} intent={intent} onAnswer={(yes) => answer.current(yes)} />
      </Suspense>
    )
  return { confirm, dialog }
}
