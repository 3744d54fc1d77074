import { useEffect, useRef, useState } from 'react'
import { cn } from '../class-names'
import { type AppNotification, dismissNotification } from './notification-store'

const toneAccent: Record<AppNotification['tone'], string> = {
  info: 'bg-amber-400',
  success: 'bg-emerald-400',
  error: 'bg-red-400',
}

/**
 * One dark card. Its timer runs only while neither the pointer nor the keyboard focus is on it, and resumes
 * with the time that was left.
 */
export function NotificationCard({ item, closeLabel }: { item: AppNotification; closeLabel: string }) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const remaining = useRef(item.duration)
  const paused = hovered || focused

  useEffect(() => {
    if (paused) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissNotification(item.id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - startedAt
    }
  }, [paused, item.id])

  return (
    <li
      data-testid="notification"
      data-tone={item.tone}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className="pointer-events-auto flex w-full items-center gap-3 overflow-hidden rounded-xl bg-stone-900 py-3 pr-2 pl-4 text-stone-50 shadow-xl ring-1 ring-black/10 motion-safe:animate-[notification-in_180ms_ease-out]"
    >
      <span aria-hidden="true" className={cn('size-2.5 shrink-0 rounded-full', toneAccent[item.tone])} />
      <div className="min-w-0 flex-1 text-sm">
        {item.title && <p className="font-semibold">{item.title}</p>}
        {item.text && <p className={cn('break-words text-stone-200', item.title && 'mt-0.5')}>{item.text}</p>}
      </div>
      {item.action && (
        <button
          type="button"
          onClick={() => {
            dismissNotification(item.id)
            item.action?.run()
          }}
          className="min-h-9 shrink-0 rounded-md px-3 text-sm font-semibold text-amber-300 underline-offset-2 hover:bg-white/10 hover:underline"
        >
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        onClick={() => dismissNotification(item.id)}
        aria-label={closeLabel}
        className="flex size-9 shrink-0 items-center justify-center rounded-md text-stone-300 hover:bg-white/10 hover:text-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" stroke="currentColor" strokeWidth="2">
          <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
        </svg>
      </button>
    </li>
  )
}
