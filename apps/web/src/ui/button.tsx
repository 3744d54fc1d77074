import type { ComponentProps } from 'react'
import { cn } from './class-names'
import { Spinner } from './spinner'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-stone-900 text-white shadow-sm hover:bg-stone-700 disabled:bg-stone-500',
  secondary:
    'border border-stone-300 bg-white text-stone-900 shadow-sm hover:bg-stone-100 disabled:text-stone-500',
  ghost: 'text-stone-800 hover:bg-stone-200/70 disabled:text-stone-500',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800 disabled:bg-red-400',
}

/** The button look, also for links that act as buttons (`<Link className={buttonClasses()}>`). */
export function buttonClasses(variant: ButtonVariant = 'primary', fullWidth = false): string {
  return cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold',
    'transition-colors disabled:cursor-not-allowed',
    variants[variant],
    fullWidth && 'w-full',
  )
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant
  fullWidth?: boolean
  /** Shows a spinner and blocks further clicks while the action runs. */
  loading?: boolean
}

export function Button({
  variant = 'primary',
  fullWidth = false,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses(variant, fullWidth), className)}
      {...props}
    >
      {loading && <Spinner className="-ml-1" />}
      {children}
    </button>
  )
}
