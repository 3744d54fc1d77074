import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { cn } from '../../ui/class-names'
import { TEXT_LINK_CLASSES } from './text-link-classes'

/** An inline link in the account screens' text (amber-800 keeps AA contrast on white). */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn(TEXT_LINK_CLASSES, className)} {...props} />
}
