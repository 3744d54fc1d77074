import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { cn } from '../../ui/class-names'

/** An inline link in the account screens' text (amber-800 keeps AA contrast on white). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-amber-800 underline underline-offset-2 hover:text-amber-950',
        className,
      )}
      {...props}
    />
  )
}
