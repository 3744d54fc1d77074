import { AlertDialog } from 'radix-ui'
import { type ReactNode, useRef, useState } from 'react'
import { Button, buttonClasses } from '../../ui/button'
import { useCalendarTexts } from './calendar-texts'
import { isOutOfWorkingHours } from './reservation-errors'

/**
 * A write the API may refuse with 409 out_of_working_hours: the business may book outside working hours,
 * but only knowingly. `confirm` sends it; on that answer it asks "Opravdu chcete přidat rezervaci?" and, on
 * yes, sends it again with confirm_out_of_working_hours. Resolves to null when the user says no.
 */
export function useOutOfHoursConfirmation(): {
  confirm: <T>(send: (confirmed: boolean) => Promise<T>) => Promise<T | null>
  dialog: ReactNode
} {
  const { t } = useCalendarTexts()
  const [message, setMessage] = useState<string | null>(null)
  const answer = useRef<(yes: boolean) => void>(() => {})

  async function confirm<T>(send: (confirmed: boolean) => Promise<T>): Promise<T | null> {
    try {
      return await send(false)
    } catch (error) {
      if (!isOutOfWorkingHours(error)) throw error
      const yes = await new Promise<boolean>((resolve) => {
        answer.current = resolve
        setMessage(error instanceof Error ? error.message : '')
      })
      setMessage(null)
      return yes ? send(true) : null
    }
  }

  const dialog = (
    <AlertDialog.Root
      open={message !== null}
      onOpenChange={(open) => {
        if (!open) answer.current(false)
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-950">
            {t('outOfHours.question')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {message || t('outOfHours.title')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('outOfHours.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={() => answer.current(true)}>{t('outOfHours.confirm')}</Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
  return { confirm, dialog }
}
