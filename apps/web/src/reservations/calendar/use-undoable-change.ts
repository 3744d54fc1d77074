import { CHANGE_UNDO_WINDOW_MS } from '@rezervo/shared/constants'
import type { ReservationUpdateInput } from '@rezervo/shared/schemas/reservation'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { reservationNoticeDefaultsQueryOptions } from '../../messaging'
import { notify } from '../../ui/notifications/notification-store'
import { reservationsKey, updateReservation } from './calendar-queries'
import { useCalendarTexts } from './calendar-texts'
import { failedWriteText } from './reservation-conflicts'

/**
 * Whether "Poslat zákazníkovi zprávu o změně" starts checked: when the company's notification settings send change notices
 * by email or SMS (checked while they load, as the API's own default). Read through the narrow defaults, so
 * reception and workers get the same start as management.
 */
export function useChangeNoticeDefault(companyId: number): boolean {
  const defaults = useQuery(reservationNoticeDefaultsQueryOptions(companyId))
  if (!defaults.data) return true
  return defaults.data.change_email || defaults.data.change_sms
}

/**
 * After a move or a change of time, worker or services: a notification with "Zpět" for the undo window
 * (decision 029). Undo puts the reservation back as it was; the customer's notice, still waiting on the
 * server until after the window, is then withdrawn and nothing reaches them.
 */
export function useUndoableChange(companyId: number) {
  const { t } = useCalendarTexts()
  const queryClient = useQueryClient()

  async function undo(reservationId: number, previous: ReservationUpdateInput, sendChangeNotice: boolean) {
    try {
      await updateReservation(companyId, reservationId, {
        ...previous,
        send_change_notice: sendChangeNotice,
        // It was there before, so working hours need not be asked about again.
        confirm_out_of_working_hours: true,
      })
      notify({ tone: 'success', text: t('move.undone') })
    } catch (error) {
      notify({ tone: 'error', text: await failedWriteText(error, t('move.undoFailed')) })
    } finally {
      void queryClient.invalidateQueries({ queryKey: reservationsKey(companyId) })
    }
  }

  return function offerUndo(change: {
    reservationId: number
    /** The PATCH that puts back what changed. */
    previous: ReservationUpdateInput
    text: string
    sendChangeNotice: boolean
  }) {
    notify({
      tone: 'success',
      text: change.sendChangeNotice ? `${change.text} ${t('move.customerTold')}` : change.text,
      duration: CHANGE_UNDO_WINDOW_MS,
      action: {
        label: t('move.undo'),
        run: () => void undo(change.reservationId, change.previous, change.sendChangeNotice),
      },
    })
  }
}
