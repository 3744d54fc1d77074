import type { ReactNode } from 'react'
import { cn } from './class-names'

export type AlertTone = 'error' | 'success' | 'info' | 'warning'

const tones: Record<AlertTone, string> = {
  error: 'border-red-300 bg-red-50 text-red-900',
  success: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  info: 'border-stone-300 bg-white text-stone-800',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
}

/** An inline message; errors interrupt a screen reader (role=alert), the rest wait politely (role=status). */
export function Alert({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: AlertTone
  title?: ReactNode
  children?: ReactNode
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('rounded-lg border px-4 py-3 text-sm', tones[tone], className)}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children && <div className={cn(Boolean(title) && 'mt-1')}>{children}</div>}
    </div>
  )
}
