import { z } from 'zod'
import { inclusiveDays, instant, isoDate, queryRecordId, wholeCrowns, yesNo } from './form-fields'
import { pagingQuerySchema } from './paging'
import './zod-messages'

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'qr'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** One payment is at most ten million crowns, far above any salon bill and within the QR code's limit. */
export const MAX_PAYMENT_CZK = 9_999_999
/** The payments overview covers at most a year at a time. */
export const PAYMENTS_MAX_DAYS = 366

/** POST …/reservations/:id/payments. paid_at defaults to now. */
export const paymentInputSchema = z.object({
  amount_czk: wholeCrowns(1, MAX_PAYMENT_CZK),
  method: z.enum(PAYMENT_METHODS, { error: 'oneOf' }),
  paid_at: instant().optional(),
  /** A payment over what is left to pay is refused (422 on amount_czk) unless this says it is meant. */
  confirm_overpayment: yesNo().default(false),
})
export type PaymentInput = z.input<typeof paymentInputSchema>

export const paymentSchema = z.object({
  id: z.number().int(),
  reservation_id: z.number().int(),
  amount_czk: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paid_at: z.string(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
})
export type Payment = z.infer<typeof paymentSchema>

const paymentFilterFields = z.object({
  from: isoDate(),
  to: isoDate(),
  branch_id: queryRecordId().optional(),
  worker_id: queryRecordId().optional(),
  method: z.enum(PAYMENT_METHODS, { error: 'oneOf' }).optional(),
})

function checkRange(query: { from: string; to: string }, ctx: z.RefinementCtx) {
  // Object refinements run even when a field failed; a bad date has already been reported there.
  const days = inclusiveDays(query.from, query.to)
  if (days === undefined) return
  if (days < 1) ctx.addIssue({ code: 'custom', message: 'date', path: ['to'] })
  else if (days > PAYMENTS_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', message: `maxValue:${PAYMENTS_MAX_DAYS}`, path: ['to'] })
  }
}

/** GET …/payments/export.csv?from=2026-11-01&to=2026-11-30; local dates of each reservation's branch. */
export const paymentFilterSchema = paymentFilterFields.superRefine(checkRange)
export type PaymentFilter = z.output<typeof paymentFilterSchema>

/** GET …/payments: the filters with ?page&per_page for the list. */
export const paymentsQuerySchema = pagingQuerySchema.extend(paymentFilterFields.shape).superRefine(checkRange)
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>

const total = { total_czk: z.number().int(), count: z.number().int() }

/** A payment in the overview's list, with what it was paid for. */
export const paymentListEntrySchema = paymentSchema.extend({
  /** Local date of paid_at in the branch's zone. */
  date: z.string(),
  branch_id: z.number().int(),
  worker: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ id: z.number().int(), first_name: z.string(), surname: z.string() }),
  reservation_starts_at: z.string(),
})
export type PaymentListEntry = z.infer<typeof paymentListEntrySchema>

/** Totals over the whole filter; `payments` is the requested page of the list, newest first. */
export const paymentsOverviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  ...total,
  per_day: z.array(z.object({ date: z.string(), ...total })),
  per_method: z.array(z.object({ method: z.enum(PAYMENT_METHODS), ...total })),
  per_worker: z.array(z.object({ worker_id: z.number().int(), worker_name: z.string(), ...total })),
  payments: z.array(paymentListEntrySchema),
})
export type PaymentsOverview = z.infer<typeof paymentsOverviewSchema>

/** GET …/reservations/:id/qr-payment: a Czech QR Platba for what is left to pay, VS = reservation number. */
export const qrPaymentSchema = z.object({
  spayd: z.string(),
  amount_czk: z.number().int(),
  variable_symbol: z.string(),
  iban: z.string(),
})
export type QrPayment = z.infer<typeof qrPaymentSchema>
