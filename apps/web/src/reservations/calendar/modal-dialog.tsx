import { Dialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { cn } from '../../ui/class-names'
import { useReturnFocus } from '../../ui/return-focus'

/**
 * A labelled modal (radix Dialog: focus trapped, Escape closes). On phones it fills the screen and scrolls
 * inside, so long forms never push the page sideways.
 *
 * It is opened from state (a calendar event, a slot, the URL), not from a radix Trigger, so it gives focus
 * back itself (useReturnFocus), to its opener or, when the calendar has re-drawn it, to what `returnFocus` finds.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  returnFocus,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  closeLabel: string
  /** The opener when the one that had focus is gone (a re-drawn calendar event). */
  returnFocus?: () => HTMLElement | null
  children: ReactNode
}) {
  const giveFocusBack = useReturnFocus(open, returnFocus)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <Dialog.Content
          onCloseAutoFocus={giveFocusBack}
          // A notification's own button ("Zpět" after a change made here) is not a click outside the dialog.
          onInteractOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-testid="notification"]')) {
              event.preventDefault()
            }
          }}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl bg-white p-4 shadow-xl',
            'sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100vw-2rem)] sm:max-w-lg sm:-translate-x-1/2',
            'sm:-translate-y-1/2 sm:rounded-2xl sm:p-6',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-semibold text-stone-950">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-xl hover:bg-stone-100"
              aria-label={closeLabel}
            >
              ×
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-stone-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
