import type { Attendance, ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { attendanceChoices } from './attendance-choices'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import type { WorkerResource } from './calendar-events'
import { reservationQueryOptions, restoreReservation, setAttendance } from './calendar-queries'
import { CancelReservationForm } from './cancel-reservation-form'
import { EditReservationForm } from './edit-reservation-form'
import { ModalDialog } from './modal-dialog'
import { PaymentForm } from './payment-form'
import { ReservationHistory } from './reservation-history'
import { ReservationSummary } from './reservation-summary'
import { useReservationAction } from './use-reservation-action'

type Panel = 'view' | 'edit' | 'cancel' | 'pay'

/** A click on a reservation: its details, history and what can be done with it. */
export function ReservationDetailDialog({
  companyId,
  reservationId,
  workers,
  onClose,
}: {
  companyId: number
  reservationId: number | null
  workers: WorkerResource[]
  onClose: () => void
}) {
  const { t } = useCalendarDialogTexts()
  const lastId = useRef<number | null>(null)
  if (reservationId !== null) lastId.current = reservationId
  return (
    <ModalDialog
      open={reservationId !== null}
      // Back to the reservation's event, also when the calendar has re-drawn it (a change made here).
      returnFocus={() => document.querySelector<HTMLElement>(`.rezervo-event-${lastId.current}`)}
      onOpenChange={(open) => !open && onClose()}
      title={t('detail.title', { id: reservationId ?? '' })}
      closeLabel={t('detail.close')}
    >
      {reservationId !== null && (
        <DetailBody
          key={reservationId}
          companyId={companyId}
          reservationId={reservationId}
          workers={workers}
        />
      )}
    </ModalDialog>
  )
}

function DetailBody({
  companyId,
  reservationId,
  workers,
}: {
  companyId: number
  reservationId: number
  workers: WorkerResource[]
}) {
  const { t } = useCalendarDialogTexts()
  const detail = useQuery(reservationQueryOptions(companyId, reservationId))
  const [panel, setPanel] = useState<Panel>('view')
  if (detail.isError) return <Alert tone="error">{t('detail.loadFailed')}</Alert>
  if (!detail.data) return <Spinner label="…" />
  const reservation = detail.data
  const back = () => setPanel('view')
  if (panel !== 'view') {
    return (
      <div className="grid gap-3">
        <Button variant="ghost" className="justify-self-start" onClick={back}>
          ← {t('actions.back')}
        </Button>
        {panel === 'edit' && (
          <EditReservationForm
            companyId={companyId}
            reservation={reservation}
            workers={workers}
            onDone={back}
          />
        )}
        {panel === 'cancel' && (
          <CancelReservationForm companyId={companyId} reservation={reservation} onDone={back} />
        )}
        {panel === 'pay' && <PaymentForm companyId={companyId} reservation={reservation} onDone={back} />}
      </div>
    )
  }
  return (
    <div className="grid gap-5">
      <ReservationSummary reservation={reservation} />
      <ReservationActions companyId={companyId} reservation={reservation} onPanel={setPanel} />
      <ReservationHistory reservation={reservation} />
    </div>
  )
}

function ReservationActions({
  companyId,
  reservation,
  onPanel,
}: {
  companyId: number
  reservation: ReservationDetail
  onPanel: (panel: Panel) => void
}) {
  const { t } = useCalendarDialogTexts()
  const action = useReservationAction(companyId)
  const cancelled = reservation.state === 'cancelled'
  const attend = (attendance: Attendance | null) =>
    action.run(
      attendance ?? 'clear',
      () => setAttendance(companyId, reservation.id, attendance),
      t('actions.saved'),
    )
  return (
    <div className="grid gap-2">
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <div className="flex flex-wrap gap-2">
        {cancelled ? (
          <Button
            loading={action.pending === 'restore'}
            onClick={() =>
              action.run('restore', () => restoreReservation(companyId, reservation.id), t('cancel.restored'))
            }
          >
            {t('actions.restore')}
          </Button>
        ) : (
          <>
            <Button variant="secondary" onClick={() => onPanel('edit')}>
              {t('actions.edit')}
            </Button>
            <Button variant="secondary" onClick={() => onPanel('pay')}>
              {t('actions.pay')}
            </Button>
            <Button variant="danger" onClick={() => onPanel('cancel')}>
              {t('actions.cancel')}
            </Button>
          </>
        )}
      </div>
      {!cancelled && (
        <div className="flex flex-wrap gap-2">
          <Button
            variant={reservation.attendance === 'arrived' ? 'primary' : 'secondary'}
            aria-pressed={reservation.attendance === 'arrived'}
            loading={action.pending === 'arrived'}
            onClick={() => attend('arrived')}
          >
            {t('actions.arrived')}
          </Button>
          {attendanceChoices(reservation, new Date()).includes('no_show') && (
            <Button
              variant={reservation.attendance === 'no_show' ? 'primary' : 'secondary'}
              aria-pressed={reservation.attendance === 'no_show'}
              loading={action.pending === 'no_show'}
              onClick={() => attend('no_show')}
            >
              {t('actions.noShow')}
            </Button>
          )}
          {reservation.attendance && (
            <Button variant="ghost" loading={action.pending === 'clear'} onClick={() => attend(null)}>
              {t('actions.clearAttendance')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
