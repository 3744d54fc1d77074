import type { BookingRequest } from '@rezervo/shared/schemas/booking'
import { useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { branchPath, publicBranchQuery } from '../branches'
import { isApiError } from '../lib/api-errors'
import { currentLocale } from '../lib/i18n'
import { navigate } from '../lib/page-location'
import type { BookingContact } from './booking-contact-form'
import type { BookingPage } from './booking-pages'
import { postBooking } from './booking-queries'
import type { BookingState, bookingSummary } from './booking-steps'
import { useBookingTexts } from './booking-texts'

/** The machine-readable reason of an API answer (`{ message, code }`), such as 'booking_overlaps_own'. */
const codeOf = (error: { body: unknown }) =>
  typeof error.body === 'object' && error.body !== null ? (error.body as { code?: unknown }).code : undefined

const newIdempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `key-${Date.now()}-${Math.random().toString(36).slice(2)}`

/**
 * Sends the booking and turns each refusal into what the customer sees: the confirmation on success, the
 * time screen again on a clash, the services again when one is no longer offered, the form's message
 * otherwise. A repeated send of the same booking reuses its idempotency key, so a double click books once.
 */
export function useBookingSubmit({
  page,
  state,
  summary,
  go,
}: {
  page: BookingPage
  state: BookingState
  summary: ReturnType<typeof bookingSummary>
  go: (next: Partial<BookingState>) => void
}) {
  const { t } = useBookingTexts()
  const locale = currentLocale()
  const slug = page.branchSlug
  const queryClient = useQueryClient()
  const [clash, setClash] = useState(false)
  /** A chosen service the business no longer offers: named above the services to choose again. */
  const [itemsGone, setItemsGone] = useState<string>()
  const [failure, setFailure] = useState<{ message: string; fields?: Record<string, string[]> }>()
  /** What the customer typed, kept while they choose another time or service (issue 22). */
  const [contactDraft, setContactDraft] = useState<BookingContact>()
  const [pending, setPending] = useState(false)
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null)

  function showConfirmation(reservation: { id: number; cancel_token: string }) {
    const query = new URLSearchParams({
      reservation: String(reservation.id),
      token: reservation.cancel_token,
    })
    // The confirmation takes the form's place in the history: Back does not return to a filled form.
    // In the booking widget (/embed/{branch}) the confirmation stays inside the frame.
    const base = page.embedded
      ? `/embed/${encodeURIComponent(slug)}`
      : branchPath({
          category_group_slug: page.categoryGroupSlug,
          category_slug: page.categorySlug,
          branch_slug: slug,
        })
    navigate(`${base}/potvrzeni-rezervace?${query}`, { replace: true })
  }

  async function chooseServicesAgain(message: string) {
    attempt.current = null
    await queryClient.invalidateQueries({ queryKey: publicBranchQuery(slug).queryKey })
    const offered = queryClient
      .getQueryData(publicBranchQuery(slug).queryKey)
      ?.item_categories.flatMap((group) => group.items.map((item) => item.id))
    const gone = offered ? summary.items.filter((item) => !offered.includes(item.id)) : []
    setItemsGone(
      gone.length > 0 ? gone.map((item) => t('booking.itemGone', { name: item.name })).join(' ') : message,
    )
    go({ step: 'services', itemIds: state.itemIds.filter((id) => !gone.some((item) => item.id === id)) })
  }

  async function submit(contact: BookingContact) {
    if (!state.startsAt) return
    const body: BookingRequest = {
      ...contact,
      item_ids: state.itemIds,
      worker_id: state.worker,
      starts_at: state.startsAt,
      locale,
    }
    setContactDraft(contact)
    const fingerprint = JSON.stringify(body)
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { fingerprint, key: newIdempotencyKey() }
    setPending(true)
    setFailure(undefined)
    try {
      const { reservation } = await postBooking(slug, body, attempt.current.key, page.embedded)
      showConfirmation(reservation)
    } catch (error) {
      if (isApiError(error, 409) && codeOf(error) === 'booking_overlaps_own') {
        setFailure({ message: error.message || t('booking.failed') })
      } else if (isApiError(error, 409) && codeOf(error) === 'item_no_longer_offered') {
        await chooseServicesAgain(error.message)
      } else if (isApiError(error, 409)) {
        attempt.current = null
        setClash(true)
        await queryClient.invalidateQueries({ queryKey: ['availability', slug] })
        go({ step: 'when', startsAt: null })
      } else if (isApiError(error, 429)) setFailure({ message: t('booking.tooMany') })
      else if (isApiError(error, 422))
        setFailure({ message: error.message || t('booking.failed'), fields: error.fieldErrors })
      else setFailure({ message: t('booking.failed') })
    } finally {
      setPending(false)
    }
  }

  return { submit, pending, failure, contactDraft, clash, setClash, itemsGone, setItemsGone }
}
