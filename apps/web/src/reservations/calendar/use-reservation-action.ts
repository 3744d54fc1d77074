import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { notify } from '../../ui/notifications/notification-store'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import { reservationsKey } from './calendar-queries'
import { reservationErrorText } from './reservation-errors'

/**
 * One action on a reservation (cancel, restore, attendance, payment): runs it, refreshes everything cached
 * about the company's reservations (calendar, list, detail) and tells the user how it went.
 */
export function useReservationAction(companyId: number) {
  const { t } = useCalendarDialogTexts()
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<string | null>(null)
  const [error, setError] = useState<string>()

  /** Runs the action; successText null leaves telling the user to the caller (an undoable change). */
  async function run(
    name: string,
    action: () => Promise<unknown>,
    successText: string | null,
  ): Promise<boolean> {
    setPending(name)
    setError(undefined)
    try {
      const result = await action()
      if (result === null) return false
      if (successText !== null) notify({ tone: 'success', text: successText })
      return true
    } catch (failure) {
      const text = reservationErrorText(failure, t('actions.failed'))
      setError(text)
      notify({ tone: 'error', text })
      return false
    } finally {
      setPending(null)
      await queryClient.invalidateQueries({ queryKey: reservationsKey(companyId) })
    }
  }

  return { run, pending, error }
}
