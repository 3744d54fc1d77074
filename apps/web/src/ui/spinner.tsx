import { cn } from './class-names'

/** A spinning ring; with a label it is announced, without one it is decoration beside a visible text. */
export function Spinner({ label, className }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className={cn('inline-flex items-center', className)}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5 motion-safe:animate-spin"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
      >
        <circle cx="12" cy="12" r="9" className="opacity-25" />
        <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
      </svg>
      {label && <span className="sr-only">{label}</span>}
    </span>
  )
}
