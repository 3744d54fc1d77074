import { AlertDialog } from 'radix-ui'
import type { ReactNode } from 'react'
import { Button, buttonClasses } from './button'

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactNode
  title: string
  description: string
  confirmLabel: string
  cancelLabel: string
  onConfirm: () => void
  pending?: boolean
}

/** Asks before something destructive; focus stays inside, Escape cancels (radix AlertDialog). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{props.trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-950">
            {props.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {props.description}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {props.cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" loading={props.pending} onClick={props.onConfirm}>
                {props.confirmLabel}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
