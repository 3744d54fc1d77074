import type { ComponentType, ReactNode } from 'react'

/** What a shared component needs of a link: the SPA passes React Router's Link, a light page PlainLink. */
export type LinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>

/**
 * A link as a plain anchor, for the light pages (decision 050), which have no router: following it is a
 * document load, as every move between a light page and the SPA is.
 */
export function PlainLink({ to, ...props }: { to: string; className?: string; children?: ReactNode }) {
  return <a href={to} {...props} />
}
