import type { DeleteResult } from '@rezervo/shared/schemas/paging'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { apiErrorText } from '../lib/api-error-text'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { notify } from './notifications/notification-store'

/** Delete with a confirmation; says whether the record was deleted or archived, then goes to `afterTo`. */
export function DeleteRecordButton({
  name,
  remove,
  afterTo,
  onDone,
}: {
  name: string
  remove: () => Promise<DeleteResult | undefined>
  afterTo?: string
  onDone?: () => Promise<unknown>
}) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const mutation = useMutation({
    mutationFn: remove,
    onSuccess: async (result) => {
      notify({
        tone: 'success',
        text: t(result?.outcome === 'archived' ? 'common.archived' : 'common.deleted'),
      })
      await onDone?.()
      if (afterTo) navigate(afterTo)
    },
    onError: (error) =>
      notify({
        tone: 'error',
        text: apiErrorText(error, { fallback: t('common.saveFailed') }, currentLocale()),
      }),
  })
  return (
    <ConfirmDialog
      trigger={<Button variant="danger">{t('common.delete')}</Button>}
      title={t('common.confirmTitle')}
      description={t('common.confirmText', { name })}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.cancel')}
      pending={mutation.isPending}
      onConfirm={() => mutation.mutate()}
    />
  )
}
