import type { DeleteResult } from '@rezervo/shared/schemas/paging'
import type {
  AffectedReservation,
  UpcomingResolutionQuery,
} from '@rezervo/shared/schemas/upcoming-reservations'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useBackofficeTexts } from '../lib/backoffice-texts'
import { currentLocale } from '../lib/i18n'
import { Button } from './button'
import { ConfirmDialog } from './confirm-dialog'
import { notify } from './notifications/notification-store'
import {
  type ReassignCandidate,
  UpcomingReservationsDialog,
  upcomingErrorText,
  upcomingReservationsOf,
} from './upcoming-reservations-dialog'

/**
 * Delete with a confirmation; says whether the record was deleted or archived, then goes to `afterTo`. When
 * upcoming reservations hang on the record (409, decision 026), a second dialog lists them and offers to
 * cancel them with a notice to each customer or, where `reassignCandidates` is given, to give them to
 * another worker; the delete then runs again with that choice.
 */
export function DeleteRecordButton({
  name,
  remove,
  afterTo,
  onDone,
  onRefused,
  reassignCandidates,
  canKeepUpcoming,
}: {
  name: string
  remove: (upcoming?: UpcomingResolutionQuery) => Promise<DeleteResult | undefined>
  afterTo?: string
  onDone?: () => Promise<unknown>
  /** After a refusal (a record changed meanwhile: 412), e.g. to read the list again and show what changed. */
  onRefused?: () => Promise<unknown>
  /** Who could take the listed reservations; only for records whose delete the API lets reassign. */
  reassignCandidates?: (reservations: AffectedReservation[]) => ReassignCandidate[]
  /** The listed reservations may stay as they are (a service's: each keeps its agreed copy of it). */
  canKeepUpcoming?: boolean
}) {
  const { t } = useBackofficeTexts()
  const navigate = useNavigate()
  const locale = currentLocale()
  const [upcoming, setUpcoming] = useState<AffectedReservation[]>()
  const errorText = (error: unknown) => upcomingErrorText(error, t('common.saveFailed'), locale)
  const finish = async (result: DeleteResult | undefined) => {
    notify({
      tone: 'success',
      text: t(result?.outcome === 'archived' ? 'common.archived' : 'common.deleted'),
    })
    await onDone?.()
    if (afterTo) navigate(afterTo)
  }
  const mutation = useMutation({
    mutationFn: () => remove(),
    onSuccess: finish,
    onError: (error) => {
      const affected = upcomingReservationsOf(error)
      if (affected) setUpcoming(affected)
      else {
        notify({ tone: 'error', text: errorText(error) })
        void onRefused?.()
      }
    },
  })
  const resolve = async (resolution: UpcomingResolutionQuery) => {
    const count = upcoming?.length ?? 0
    const result = await remove(resolution)
    const to = reassignCandidates?.(upcoming ?? []).find((worker) => worker.id === resolution.to_worker_id)
    notify({
      tone: 'success',
      text:
        resolution.upcoming === 'reassign'
          ? t('upcoming.reassigned', { count, name: to?.name ?? '' })
          : resolution.upcoming === 'keep'
            ? t('upcoming.kept', { count })
            : t('upcoming.cancelled', { count }),
    })
    setUpcoming(undefined)
    await finish(result)
  }
  return (
    <>
      <ConfirmDialog
        trigger={<Button variant="danger">{t('common.delete')}</Button>}
        title={t('common.confirmTitle')}
        description={t('common.confirmText', { name })}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        pending={mutation.isPending}
        onConfirm={() => mutation.mutate()}
      />
      {upcoming && (
        <UpcomingReservationsDialog
          reservations={upcoming}
          action="delete"
          candidates={reassignCandidates?.(upcoming)}
          canKeep={canKeepUpcoming}
          onResolve={resolve}
          onClose={() => setUpcoming(undefined)}
          errorText={errorText}
        />
      )}
    </>
  )
}
