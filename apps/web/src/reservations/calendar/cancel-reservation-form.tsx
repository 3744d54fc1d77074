import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { etagOf } from '../../lib/record-version'
import { reservationNoticeDefaultsQueryOptions } from '../../messaging'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { TextareaField } from '../../ui/textarea-field'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import { cancelReservation } from './calendar-queries'
import { useReservationAction } from './use-reservation-action'

/**
 * Cancel by the business: a reason, and whether the customer hears of it by SMS and email; both start as the
 * notification settings say (through their narrow defaults, which reception reads too), where the customer has
 * a phone or an email.
 */
export function CancelReservationForm({
  companyId,
  reservation,
  onDone,
}: {
  companyId: number
  reservation: ReservationDetail
  onDone: () => void
}) {
  const { t } = useCalendarDialogTexts()
  const [reason, setReason] = useState('')
  const defaults = useQuery(reservationNoticeDefaultsQueryOptions(companyId)).data
  const [smsChoice, setSms] = useState<boolean | null>(null)
  const [emailChoice, setEmail] = useState<boolean | null>(null)
  const sms = Boolean(reservation.customer.phone) && (smsChoice ?? defaults?.cancellation_sms ?? false)
  const email = Boolean(reservation.customer.email) && (emailChoice ?? defaults?.cancellation_email ?? false)
  const action = useReservationAction(companyId)
  // The version the dialog was opened on (If-Match): a reservation moved meanwhile is not cancelled unseen.
  const [etag] = useState(() => etagOf(reservation))
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault()
        const done = await action.run(
          'cancel',
          () =>
            cancelReservation(
              companyId,
              reservation.id,
              { reason, notify_customer_sms: sms, notify_customer_email: email },
              etag,
            ),
          t('cancel.done'),
        )
        if (done) onDone()
      }}
    >
      <h3 className="font-semibold">{t('cancel.title')}</h3>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <TextareaField
        label={t('cancel.reason')}
        rows={2}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
      <Checkbox
        label={t('cancel.sms')}
        checked={sms}
        disabled={!reservation.customer.phone}
        onChange={(event) => setSms(event.target.checked)}
      />
      <Checkbox
        label={t('cancel.email')}
        checked={email}
        disabled={!reservation.customer.email}
        onChange={(event) => setEmail(event.target.checked)}
      />
      <Button type="submit" variant="danger" loading={action.pending === 'cancel'}>
        {t('cancel.submit')}
      </Button>
    </form>
  )
}
