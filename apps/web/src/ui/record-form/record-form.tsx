import type { DeleteResult } from '@rezervo/shared/schemas/paging'
import type {
  AffectedReservation,
  UpcomingResolutionQuery,
} from '@rezervo/shared/schemas/upcoming-reservations'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { ApiError } from '../../lib/api-errors'
import { useBackofficeTexts } from '../../lib/backoffice-texts'
import { currentLocale } from '../../lib/i18n'
import { etagOf } from '../../lib/record-version'
import { Alert } from '../alert'
import { Button } from '../button'
import { DeleteRecordButton } from '../delete-record-button'
import { notify } from '../notifications/notification-store'
import { ScreenHeader } from '../screen-header'
import {
  type ReassignCandidate,
  UpcomingReservationsDialog,
  upcomingErrorText,
  upcomingReservationsOf,
} from '../upcoming-reservations-dialog'
import { useEntityFormErrors } from '../use-entity-form'
import { useRecordDraft } from './record-draft'
import { type StaleRecord, StaleRecordNotice, useRecordVersion } from './record-version'

/** The writes of a record resource a record form needs (see lib/company-resource.ts). */
export interface SavingResource<Input, Saved> {
  /** `etag`: the version an update is made to (If-Match); a stale one fails with 412. */
  save: (
    id: number | undefined,
    input: Input,
    options?: { etag?: string; upcoming?: UpcomingResolutionQuery },
  ) => Promise<Saved>
  invalidate: (queryClient: QueryClient) => Promise<unknown>
}

export interface RecordSubmitOptions<Output, Input, Saved> {
  resource: SavingResource<Input, Saved>
  /** The record being edited; undefined for a new one. */
  id: number | undefined
  /** The form's values as the API takes them, where they differ (a field only the form needs). */
  toInput?: (values: Output) => Input
  /** What is read again once saved; the resource's lists and records unless other screens show it too. */
  refresh?: () => Promise<unknown>
  /** The list of a record screen: a created record then opens at `${listPath}/${id}`. */
  listPath?: string
  /** What follows creating, instead of opening the record (a row that empties for the next one). */
  onCreated?: (saved: Saved) => void
  /**
   * Who could take the upcoming reservations a save would leave behind (a worker's branch unticked, 409
   * upcoming_reservations, decision 026); the dialog that lists them offers to cancel them either way.
   */
  reassignCandidates?: (reservations: AffectedReservation[]) => ReassignCandidate[]
  /**
   * The version a form outside a record screen saves to (a list row's ETag, decision 027); a record screen's
   * form takes it from its RecordVersion instead.
   */
  etag?: string
}

/**
 * Submitting a record form: the shared schema checks it in the browser first, then the save; a 422's field
 * errors land under their fields (the first one focused), any other failure is one alert and a notification;
 * a success is announced, the lists refreshed and a new record opened. An edited record stays on screen.
 * An update is made to the version the form was filled from (If-Match, decision 027): when someone else saved
 * meanwhile (412), `stale` holds the values saved now, and the typed values stay in the fields.
 */
export function useRecordSubmit<Values extends FieldValues, Output, Input, Saved extends { id: number }>(
  form: UseFormReturn<Values, unknown, Output>,
  {
    resource,
    id,
    toInput,
    refresh,
    listPath,
    onCreated,
    reassignCandidates,
    etag,
  }: RecordSubmitOptions<Output, Input, Saved>,
) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const errors = useEntityFormErrors(form, t('common.saveFailed'))
  const version = useRecordVersion()
  const [stale, setStale] = useState<StaleRecord>()
  // The save that upcoming reservations stopped, waiting for the owner's choice.
  const [upcoming, setUpcoming] = useState<{ reservations: AffectedReservation[]; values: Output }>()
  // A record screen's form (one with a list) keeps its unsaved values per record across a new sign-in.
  const draft = useRecordDraft(form, listPath && `${listPath}/${id ?? 'new'}`, version)
  const mutation = useMutation({
    mutationFn: ({ values, resolution }: { values: Output; resolution?: UpcomingResolutionQuery }) =>
      resource.save(id, toInput ? toInput(values) : (values as unknown as Input), {
        etag: id === undefined ? undefined : (version?.etag.current ?? etag),
        upcoming: resolution,
      }),
  })
  const afterSave = async (saved: Saved) => {
    // What was just saved is the version the form now holds.
    if (version && id !== undefined) version.etag.current = etagOf(saved) ?? version.etag.current
    draft.clear()
    await (refresh ? refresh() : resource.invalidate(queryClient))
    notify({ tone: 'success', text: t(id === undefined ? 'common.created' : 'common.saved') })
    if (id !== undefined) return
    if (onCreated) onCreated(saved)
    else if (listPath) navigate(`${listPath}/${saved.id}`, { replace: true })
  }
  const onSubmit = form.handleSubmit(async (values) => {
    errors.reset()
    setStale(undefined)
    try {
      await afterSave(await mutation.mutateAsync({ values }))
    } catch (error) {
      const affected = upcomingReservationsOf(error)
      if (affected) {
        setUpcoming({ reservations: affected, values })
        return
      }
      if (version && error instanceof ApiError && error.status === 412) {
        const current = await version.fetchCurrent().catch(() => undefined)
        if (current !== undefined) {
          setStale({ loaded: version.loaded, current })
          notify({ tone: 'error', text: t('common.staleRecord') })
          return
        }
      }
      // A list row saved to a version someone else has replaced: nothing saved, the list read as it is now.
      if (!version && error instanceof ApiError && error.status === 412) {
        notify({ tone: 'error', text: t('common.staleRecord') })
        await (refresh ? refresh() : resource.invalidate(queryClient))
        return
      }
      errors.show(error)
    }
  })
  const upcomingChoice = upcoming && {
    reservations: upcoming.reservations,
    candidates: reassignCandidates?.(upcoming.reservations),
    /** Saves the same values again with the owner's choice; a failure stays in the dialog. */
    resolve: async (resolution: UpcomingResolutionQuery) => {
      const saved = await mutation.mutateAsync({ values: upcoming.values, resolution })
      const to = reassignCandidates?.(upcoming.reservations).find(
        (worker) => worker.id === resolution.to_worker_id,
      )
      const count = upcoming.reservations.length
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
      await afterSave(saved)
    },
    close: () => setUpcoming(undefined),
  }
  const staleRecord = stale && {
    ...stale,
    takeOver: () => {
      draft.clear()
      version?.takeOver(stale.current)
    },
    keepMine: () => {
      if (version) version.etag.current = etagOf(stale.current)
      setStale(undefined)
    },
  }
  return {
    errors,
    onSubmit,
    saving: mutation.isPending,
    isNew: id === undefined,
    stale: staleRecord,
    upcoming: upcomingChoice,
    draft: draft.restored ? { discard: draft.discard } : undefined,
  }
}

export type RecordSubmit = ReturnType<typeof useRecordSubmit>

/** The form element of a record screen: the alert of a failed save, the fields, and Create or Save. */
export function RecordForm({
  submit,
  className = 'grid max-w-3xl gap-4',
  children,
}: {
  submit: Pick<RecordSubmit, 'errors' | 'onSubmit' | 'saving' | 'isNew'> &
    Partial<Pick<RecordSubmit, 'stale' | 'draft' | 'upcoming'>>
  className?: string
  children: ReactNode
}) {
  const { t } = useBackofficeTexts()
  const formRef = useRef<HTMLFormElement>(null)
  return (
    <form ref={formRef} noValidate onSubmit={submit.onSubmit} className={className}>
      {submit.stale && (
        <StaleRecordNotice
          stale={submit.stale}
          form={formRef.current}
          onTakeOver={submit.stale.takeOver}
          onKeepMine={submit.stale.keepMine}
        />
      )}
      {submit.draft && (
        <Alert tone="info" title={t('common.draftRestored')}>
          <Button type="button" variant="ghost" onClick={submit.draft.discard}>
            {t('common.discardDraft')}
          </Button>
        </Alert>
      )}
      {submit.errors.formMessage && (
        <Alert tone="error">
          {submit.errors.formMessage}
          {submit.errors.formLink && (
            <>
              {' '}
              <Link to={submit.errors.formLink} className="font-semibold underline">
                {t('common.changePlan')}
              </Link>
            </>
          )}
        </Alert>
      )}
      {children}
      <div>
        <Button type="submit" loading={submit.saving} className="w-full sm:w-auto">
          {submit.isNew ? t('common.create') : t('common.save')}
        </Button>
      </div>
      {submit.upcoming && (
        <UpcomingReservationsDialog
          reservations={submit.upcoming.reservations}
          action="save"
          candidates={submit.upcoming.candidates}
          onResolve={submit.upcoming.resolve}
          onClose={submit.upcoming.close}
          errorText={(error) => upcomingErrorText(error, t('common.saveFailed'), currentLocale())}
        />
      )}
    </form>
  )
}

/** The writes of a record resource a record screen's Delete needs. */
export interface DeletingResource {
  /** `etag`: the version the screen shows (If-Match); a record changed meanwhile answers 412. */
  remove: (
    id: number,
    upcoming?: UpcomingResolutionQuery,
    options?: { etag?: string },
  ) => Promise<DeleteResult | undefined>
  invalidateDeleted: (queryClient: QueryClient, id: number) => Promise<unknown>
}

/**
 * A record screen's header: its title, the way back to the list and, for an existing record, Delete with a
 * confirmation (the lists refreshed, then back to the list). Extra actions go in children, before Delete.
 */
export function RecordHeader({
  title,
  listPath,
  record,
  resource,
  refresh,
  reassignCandidates,
  canKeepUpcoming,
  children,
}: {
  title: string
  listPath: string
  /** The record shown, with the name the confirmation quotes; undefined for a new one. */
  record?: { id: number; name: string }
  resource: DeletingResource
  /** What is read again after the delete, when more than the resource's lists show the record. */
  refresh?: () => Promise<unknown>
  /** Who could take upcoming reservations of the deleted record (a worker's); else they can only be cancelled. */
  reassignCandidates?: (reservations: AffectedReservation[]) => ReassignCandidate[]
  /** Upcoming reservations of the deleted record may stay as they are (a service's, decision 026). */
  canKeepUpcoming?: boolean
  children?: ReactNode
}) {
  const { t } = useBackofficeTexts()
  const queryClient = useQueryClient()
  const actions =
    children || record ? (
      <>
        {children}
        {record && (
          <DeleteRecordButton
            name={record.name}
            remove={(upcoming) => resource.remove(record.id, upcoming, { etag: etagOf(record) })}
            reassignCandidates={reassignCandidates}
            canKeepUpcoming={canKeepUpcoming}
            afterTo={listPath}
            onDone={() => (refresh ? refresh() : resource.invalidateDeleted(queryClient, record.id))}
          />
        )}
      </>
    ) : undefined
  return (
    <ScreenHeader title={title} backTo={listPath} backLabel={t('common.back')}>
      {actions}
    </ScreenHeader>
  )
}
