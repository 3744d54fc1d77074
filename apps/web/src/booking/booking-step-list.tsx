import { cn } from '../ui/class-names'
import { BOOKING_STEPS, type BookingStep } from './booking-steps'
import { useBookingTexts } from './booking-texts'

/** Where the visitor is: the steps, the current one marked for screen readers too. */
export function BookingStepList({ current }: { current: BookingStep }) {
  const { t } = useBookingTexts()
  const currentIndex = BOOKING_STEPS.indexOf(current)
  return (
    <ol className="my-4 flex gap-1 text-xs sm:text-sm">
      {BOOKING_STEPS.map((step, index) => (
        <li
          key={step}
          aria-current={step === current ? 'step' : undefined}
          className={cn(
            'flex-1 border-t-4 pt-1 text-center',
            index < currentIndex && 'border-stone-500 text-stone-600',
            index === currentIndex && 'border-stone-900 font-semibold text-stone-900',
            index > currentIndex && 'border-stone-200 text-stone-500',
          )}
        >
          {t(`booking.steps.${step}`)}
        </li>
      ))}
    </ol>
  )
}
