import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '../../ui/spinner'

/** The messages the booking widget's page sends to embed.js on the business's site (decision 040). */
export const EMBED_MESSAGES = { height: 'rezervo:height', close: 'rezervo:close' } as const

function tellParent(message: { type: string; height?: number }) {
  // Only a height or a request to close, nothing private: any parent may read it. embed.js checks that it
  // comes from our origin and from its own iframe.
  if (window.parent !== window) window.parent.postMessage(message, '*')
}

/**
 * The frame of the booking widget's pages (/embed/{branch}): no header or footer, the page's height told to
 * the parent so the iframe fits its content, and Escape asks the parent to close the overlay. A page of the light
 * booking entry (decision 052).
 */
export function EmbedLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  useEffect(() => {
    const element = main.current
    if (!element) return
    // The content's own height: the document's would never shrink below the iframe's current one.
    const report = () => tellParent({ type: EMBED_MESSAGES.height, height: Math.ceil(element.offsetHeight) })
    const observer = new ResizeObserver(report)
    observer.observe(element)
    report()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) tellParent({ type: EMBED_MESSAGES.close })
    }
    document.addEventListener('keydown', onKey)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return (
    <main ref={main} id="main" tabIndex={-1} className="bg-white focus:outline-none">
      <Suspense fallback={<Spinner label={t('loading')} className="p-6" />}>{children}</Suspense>
    </main>
  )
}
