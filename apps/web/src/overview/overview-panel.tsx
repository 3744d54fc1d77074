import { type ReactNode, useId } from 'react'
import { cn } from '../ui/class-names'

/** A titled card of the overview; the title is an h2 naming the region, so the screen reads as an outline. */
export function OverviewPanel({
  title,
  action,
  className,
  children,
}: {
  title: string
  action?: ReactNode
  className?: string
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-stone-950">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  )
}
