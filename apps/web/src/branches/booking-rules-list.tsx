import type { Locale } from '@rezervo/shared/constants'
import { type BookingRules, bookingRulesLines } from '@rezervo/shared/messaging/booking-rules'

/**
 * The branch's booking rules in plain words (decision 031): on the branch page (server-rendered too) and in the
 * booking flow, the same sentences as the emails.
 */
export function BookingRulesList({
  rules,
  locale,
  className,
}: {
  rules: BookingRules
  locale: Locale
  className?: string
}) {
  return (
    <ul className={className ?? 'grid list-disc gap-1 pl-5 text-stone-700'}>
      {bookingRulesLines(rules, locale).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}
