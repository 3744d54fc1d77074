import { validationMessage } from '@rezervo/shared/error-texts/validation'
import { formatCzk, formatNumber } from '@rezervo/shared/format/index'
import { PAYMENT_METHODS, type PaymentMethod, paymentInputSchema } from '@rezervo/shared/schemas/payment'
import type { ReservationDetail } from '@rezervo/shared/schemas/reservation'
import { isIsoDate } from '@rezervo/shared/time/iso-date'
import { zonedWallTimeToUtc } from '@rezervo/shared/time/zoned-time'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { currentLocale } from '../../lib/i18n'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { DateField } from '../../ui/date-field'
import { NumberField } from '../../ui/number-field'
import { QrCode } from '../../ui/qr-code'
import { SelectField } from '../../ui/select-field'
import { useCalendarDialogTexts } from './calendar-dialog-texts'
import { qrPaymentQueryOptions, recordPayment } from './calendar-queries'
import { branchToday } from './calendar-time'
import { reservationErrorText } from './reservation-errors'
import { remainingCzk } from './reservation-summary'
import { useReservationAction } from './use-reservation-action'

const NOON = 12 * 60

/** When a payment dated `date` was made: now for today, else midday of that branch day. */
export function paidAt(date: string, timeZone: string, now = new Date()): string | undefined {
  if (!date || date === branchToday(timeZone, now)) return undefined
  return zonedWallTimeToUtc(date, NOON, timeZone).toISOString()
}

/**
 * Records a payment; the amount starts at what is left to pay. An amount over that asks first (the API refuses
 * it without confirm_overpayment), so a mistyped 4 500 for 450 is not recorded without a word.
 */
export function PaymentForm({
  companyId,
  reservation,
  onDone,
}: {
  companyId: number
  reservation: ReservationDetail
  onDone: () => void
}) {
  const { t } = useCalendarDialogTexts()
  // What is left, written as an owner would type it ('1 200').
  const [amount, setAmount] = useState(() => {
    const left = remainingCzk(reservation)
    return left ? formatNumber(left, currentLocale()) : ''
  })
  const [method, setMethod] = useState<PaymentMethod>('cash')
  const [date, setDate] = useState(branchToday(reservation.time_zone))
  const [overpaymentAsked, setOverpaymentAsked] = useState(false)
  const action = useReservationAction(companyId)
  const locale = currentLocale()
  const remaining = remainingCzk(reservation)
  // Read by the server's own field: '1 200', '350 Kč', '1 200,00'; its refusal ('Zadejte celé koruny …') is shown.
  const amountParsed = paymentInputSchema.shape.amount_czk.safeParse(amount)
  const amountCzk = amountParsed.success ? amountParsed.data : Number.NaN
  const [amountError, setAmountError] = useState<string>()
  const over = amountCzk - remaining
  return (
    <form
      className="grid gap-3"
      onSubmit={async (event) => {
        event.preventDefault()
        // A typed date that is no day: the field says so, nothing is recorded.
        if (date !== '' && !isIsoDate(date)) return
        if (!amountParsed.success) {
          setAmountError(validationMessage(amountParsed.error.issues[0]?.message ?? 'crowns', locale))
          return
        }
        if (over > 0 && !overpaymentAsked) {
          setOverpaymentAsked(true)
          return
        }
        const done = await action.run(
          'pay',
          () =>
            recordPayment(companyId, reservation.id, {
              amount_czk: amountCzk,
              method,
              paid_at: paidAt(date, reservation.time_zone),
              confirm_overpayment: over > 0,
            }),
          t('payment.done'),
        )
        if (done) onDone()
      }}
    >
      <h3 className="font-semibold">{t('payment.title')}</h3>
      {action.error && <Alert tone="error">{action.error}</Alert>}
      <NumberField
        label={t('payment.amount')}
        hint={t('payment.amountHint')}
        required
        value={amount}
        error={amountError}
        onChange={(event) => {
          setAmount(event.target.value)
          setAmountError(undefined)
          setOverpaymentAsked(false)
        }}
      />
      <SelectField
        label={t('payment.method')}
        value={method}
        onChange={(event) => setMethod(event.target.value as PaymentMethod)}
      >
        {PAYMENT_METHODS.map((value) => (
          <option key={value} value={value}>
            {t(`reservations:paymentMethod.${value}`)}
          </option>
        ))}
      </SelectField>
      <DateField label={t('payment.date')} value={date} onChange={(value) => setDate(value)} />
      {(method === 'transfer' || method === 'qr') && remaining > 0 && (
        <QrPaymentInfo companyId={companyId} reservationId={reservation.id} />
      )}
      {overpaymentAsked && over > 0 && (
        <Alert tone="warning" title={t('payment.overTitle')}>
          {t('payment.overText', {
            amount: formatCzk(amountCzk, locale),
            over: formatCzk(over, locale),
            remaining: formatCzk(remaining, locale),
          })}
        </Alert>
      )}
      <Button type="submit" loading={action.pending === 'pay'}>
        {overpaymentAsked && over > 0 ? t('payment.overConfirm') : t('payment.submit')}
      </Button>
    </form>
  )
}

/** The QR Platba for what is left: the code to scan with a banking app, and the SPAYD string it holds. */
function QrPaymentInfo({ companyId, reservationId }: { companyId: number; reservationId: number }) {
  const { t } = useCalendarDialogTexts()
  const qr = useQuery(qrPaymentQueryOptions(companyId, reservationId))
  if (qr.isError)
    return <Alert tone="warning">{reservationErrorText(qr.error, t('payment.qrMissing'))}</Alert>
  if (!qr.data) return null
  return (
    <section className="rounded-lg border border-stone-200 p-3 text-sm" aria-label={t('payment.qrTitle')}>
      <p className="font-medium">{t('payment.qrTitle')}</p>
      <p className="text-stone-700">
        {t('payment.qrAccount', {
          iban: qr.data.iban,
          vs: qr.data.variable_symbol,
          amount: formatCzk(qr.data.amount_czk, currentLocale()),
        })}
      </p>
      <div className="mt-2 flex justify-center">
        <QrCode text={qr.data.spayd} label={t('payment.qrTitle')} />
      </div>
      <p className="mt-1 text-stone-700">{t('payment.qrText')}</p>
      <code className="mt-1 block rounded bg-stone-100 p-2 text-xs break-all select-all">
        {qr.data.spayd}
      </code>
    </section>
  )
}
