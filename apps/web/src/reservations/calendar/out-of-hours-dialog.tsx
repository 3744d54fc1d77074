import { AlertDialog } from 'radix-ui'
import { Button, buttonClasses } from '../../ui/button'
import { useCalendarDialogTexts } from './calendar-dialog-texts'

export type OutOfHoursIntent = 'add' | 'move'

/** The question of useOutOfHoursConfirmation, loaded only when a write needs it. */
export function OutOfHoursDialog({
  message,
  intent = 'add',
  onAnswer,
}: {
  message: string
  /** A new reservation is added; an existing one is moved. */
  intent?: OutOfHoursIntent
  onAnswer: (yes: boolean) => void
}) {
  const { t } = useCalendarDialogTexts()
  return (
    <AlertDialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onAnswer(false)
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-stone-950/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[70] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-stone-950">
            {t(intent === 'move' ? 'outOfHours.questionMove' : 'outOfHours.question')}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-stone-700">
            {message || t('outOfHours.title')}
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('secondary')}>
              {t('outOfHours.cancel')}
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button onClick={() => onAnswer(true)}>
                {t(intent === 'move' ? 'outOfHours.confirmMove' : 'outOfHours.confirm')}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
