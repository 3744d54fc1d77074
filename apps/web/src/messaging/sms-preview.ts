import type { Locale } from '@rezervo/shared/constants'
import {
  type CustomerOffer,
  customerOffer,
  reminderSmsVariant,
} from '@rezervo/shared/messaging/customer-offer'
import { renderPlaceholders, unknownPlaceholders } from '@rezervo/shared/messaging/placeholders'
import type { SmsSegments } from '@rezervo/shared/messaging/segments'
import { prepareSms } from '@rezervo/shared/messaging/sms-message'
import {
  confirmationPageUrl,
  DEFAULT_SMS_TEXTS,
  REMINDER_SMS_TEXTS,
  SAMPLE_PLACEHOLDER_VALUES,
  SAMPLE_RESERVATION_TOKEN,
} from '@rezervo/shared/messaging/sms-texts'
import type { BranchSummary } from '@rezervo/shared/schemas/branch'
import { formatPhone } from '@rezervo/shared/validation/phone'

export type SmsTextKind = keyof typeof DEFAULT_SMS_TEXTS

export interface SmsPreview {
  text: string
  segments: SmsSegments
  unknown: string[]
  /** For the built-in reminder: what it offers when sent at the chosen time (null for other texts). */
  offer: CustomerOffer | null
}

/** The branch whose values the sample shows: the company's first one, as its list answers it. */
export type PreviewBranch = Pick<
  BranchSummary,
  'name' | 'slug' | 'public_path' | 'phone' | 'cancellation_deadline_hours'
>

export interface SmsPreviewOptions {
  locale: Locale
  stripDiacritics: boolean
  /** Where the app is served (the links in real messages start with it). */
  origin?: string
  branch?: PreviewBranch | null
  /** How long before the visit the reminder goes out (the form's current choice). */
  reminderOffsetMinutes?: number
}

/** A visit to preview against: its time only matters relative to the reminder and the deadline. */
const SAMPLE_VISIT = new Date('2026-11-24T08:30:00.000Z')
const SAMPLE_RESERVATION_ID = 12345

/**
 * What the customer would receive: the own text, or the built-in one the sender would pick (the reminder's
 * depends on whether it goes out before the branch's cancellation deadline), filled with the company's branch,
 * a link as long as a real one, and sample values for the rest; stripped of diacritics when the company asks
 * for it, and counted in SMS parts by the same functions that prepare the real SMS on the server.
 */
export function previewSms(kind: SmsTextKind, ownText: string, options: SmsPreviewOptions): SmsPreview {
  const own = ownText.trim()
  const sample = SAMPLE_PLACEHOLDER_VALUES[options.locale]
  const branch = options.branch ?? null
  const origin = options.origin ?? 'https://rezervo.cz'
  const values = {
    ...sample,
    ...(branch && {
      branch: branch.name,
      phone: branch.phone ? formatPhone(branch.phone) : '',
      link:
        kind === 'reminder'
          ? confirmationPageUrl(
              `${origin}${branch.public_path}`,
              SAMPLE_RESERVATION_ID,
              SAMPLE_RESERVATION_TOKEN,
            )
          : `${origin}/${branch.slug}`,
    }),
  }
  let offer: CustomerOffer | null = null
  let template = own || DEFAULT_SMS_TEXTS[kind][options.locale]
  if (kind === 'reminder' && !own) {
    const hour = 3_600_000
    // As the sender does: moving online ends at the same deadline as cancelling (decision 030).
    const deadline = new Date(SAMPLE_VISIT.getTime() - (branch?.cancellation_deadline_hours ?? 24) * hour)
    offer = customerOffer({
      now: new Date(SAMPLE_VISIT.getTime() - (options.reminderOffsetMinutes ?? 1440) * 60_000),
      cancellableUntil: deadline,
      changeableUntil: deadline,
      branchPhone: branch ? branch.phone : '+420731000111',
    })
    template = REMINDER_SMS_TEXTS[reminderSmsVariant(offer)][options.locale]
  }
  const rendered = renderPlaceholders(template, values)
  const prepared = prepareSms(rendered, { stripDiacritics: options.stripDiacritics })
  return { text: prepared.text, segments: prepared.segments, unknown: unknownPlaceholders(template), offer }
}
