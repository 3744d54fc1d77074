import type { BranchSummary } from '@rezervo/shared/schemas/branch'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { branchesResource } from '../../lib/company-resources'
import { currentLocale } from '../../lib/i18n'
import { localStore } from '../../lib/web-storage'
import { Alert } from '../../ui/alert'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { notify } from '../../ui/notifications/notification-store'
import { Spinner } from '../../ui/spinner'
import { calendarEvents, workerResources, workingIntervals } from './calendar-events'
import { CalendarFilters, type CalendarFilterValues } from './calendar-filters'
import type { CalendarLocation } from './calendar-location'
import { calendarFeedQueryOptions } from './calendar-queries'
import { useCalendarTexts } from './calendar-texts'
import { branchToday, calendarNow, stepDate, visibleDates } from './calendar-time'
import { CalendarToolbar, periodLabel } from './calendar-toolbar'
import { shownWeekdays } from './calendar-week-days'
import { ReservationCalendar, type SlotChoice } from './reservation-calendar'
import { useReservationMove } from './use-reservation-move'
import { useChangeNoticeDefault } from './use-undoable-change'

// The dialogs open on a click, so their forms (react-hook-form, zod, the phone check, Radix, the QR code)
// load then rather than with the calendar (decision 025).
const CreateReservationDialog = lazy(() =>
  import('./create-reservation-dialog').then((module) => ({ default: module.CreateReservationDialog })),
)
const ReservationDetailDialog = lazy(() =>
  import('./reservation-detail-dialog').then((module) => ({ default: module.ReservationDetailDialog })),
)

// The month as a list of days, on phones only.
const MonthDayList = lazy(() =>
  import('./month-day-list').then((module) => ({ default: module.MonthDayList })),
)

const PHONE_QUERY = '(max-width: 640px)'

/** True on a phone-wide screen (≤ 640 px), following rotation and resizing. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = globalThis.matchMedia?.(PHONE_QUERY)
      query?.addEventListener('change', onChange)
      return () => query?.removeEventListener('change', onChange)
    },
    () => globalThis.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  )
}

const WEEKEND_STORAGE_KEY = 'calendarShowWeekend'

/** The branch whose calendar is shown: the one in the URL, else the company's first. */
export function CalendarScreen({
  companyId,
  location,
  go,
}: {
  companyId: number
  location: CalendarLocation
  go: (change: Partial<CalendarLocation>) => void
}) {
  const { t } = useCalendarTexts()
  const branches = useQuery(branchesResource(companyId).rows())
  if (branches.isError) return <Alert tone="error">{t('loadFailed')}</Alert>
  if (!branches.data) return <Spinner label="…" />
  const branch = branches.data.find((candidate) => candidate.id === location.branchId) ?? branches.data[0]
  if (!branch) return <Alert>{t('filters.noBranch')}</Alert>
  return (
    <BranchCalendar
      companyId={companyId}
      branches={branches.data}
      branch={branch}
      location={location}
      go={go}
    />
  )
}

function BranchCalendar({
  companyId,
  branches,
  branch,
  location,
  go,
}: {
  companyId: number
  branches: BranchSummary[]
  branch: BranchSummary
  location: CalendarLocation
  go: (change: Partial<CalendarLocation>) => void
}) {
  const locale = currentLocale()
  const timeZone = branch.time_zone
  const date = location.date ?? branchToday(timeZone)
  const [filters, setFilters] = useState<CalendarFilterValues>(() => ({
    hiddenWorkerIds: new Set(),
    showWeekend: localStore()?.getItem(WEEKEND_STORAGE_KEY) === 'true',
    showCancelled: true,
  }))
  const changeFilters = (next: CalendarFilterValues) => {
    localStore()?.setItem(WEEKEND_STORAGE_KEY, String(next.showWeekend))
    setFilters(next)
  }
  // The whole week is fetched: which days show depends on whether the branch opens on them.
  const range = visibleDates(location.view, date)
  const feedOptions = calendarFeedQueryOptions(companyId, { branchId: branch.id, ...range })
  // The previous range stays on screen while the next one loads, so paging does not flash empty.
  const feed = useQuery({ ...feedOptions, placeholderData: keepPreviousData })
  const { t } = useCalendarTexts()
  // "Poslat zákazníkovi zprávu o změně" for drags: starts as the notification settings say, until the user sets it.
  const changeNoticeDefault = useChangeNoticeDefault(companyId)
  const [changeNoticeChoice, setChangeNoticeChoice] = useState<boolean | null>(null)
  const sendChangeNotice = changeNoticeChoice ?? changeNoticeDefault
  const { move, dialog } = useReservationMove(companyId, feedOptions.queryKey, timeZone, sendChangeNotice)
  const [slot, setSlot] = useState<SlotChoice | null>(null)
  // The open reservation is in the URL (?reservation=12), so the list and the overview can link to it.
  const [params, setParams] = useSearchParams()
  const openId = Number(params.get('reservation')) || null
  const setOpenId = (id: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      if (id) next.set('reservation', String(id))
      else next.delete('reservation')
      return next
    })

  // A deleted worker's reservations keep their column, marked "(archivovaný)"; no new booking goes to them.
  const allWorkers = useMemo(
    () =>
      feed.data
        ? workerResources(feed.data, new Set(feed.data.workers.map((worker) => worker.id)), (name) =>
            t('reservations:archivedWorker', { name }),
          )
        : [],
    [feed.data, t],
  )
  const liveWorkers = allWorkers.filter((worker) => !worker.archived)
  const shownWorkers = allWorkers.filter((worker) => !filters.hiddenWorkerIds.has(worker.id))
  const shownIds = new Set(shownWorkers.map((worker) => worker.id))
  const events = feed.data ? calendarEvents(feed.data, shownIds, filters.showCancelled) : []
  const weekdays = shownWeekdays(feed.data, filters.showWeekend)
  const phone = usePhoneWidth()
  const today = branchToday(timeZone)
  // "Nová rezervace" without a slot: the shown day (today at the next quarter hour, another day at 9:00).
  const newReservation = () => {
    const now = calendarNow(timeZone)
    const start = new Date(`${date}T09:00:00`)
    if (date === today) {
      start.setHours(now.getHours(), Math.ceil((now.getMinutes() + 1) / 15) * 15, 0, 0)
    }
    setSlot({ start, workerId: null })
  }
  const workingTime = useMemo(
    () => (feed.data ? workingIntervals(feed.data) : new Map<number, { start: number; end: number }[]>()),
    [feed.data],
  )

  return (
    <div className="grid min-w-0 gap-4 max-sm:pb-16">
      <CalendarFilters
        branches={branches}
        branchId={branch.id}
        onBranch={(branchId) => go({ branchId })}
        workers={allWorkers}
        values={filters}
        onChange={changeFilters}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CalendarToolbar
          label={periodLabel(location.view, date, range.from, range.to, locale)}
          onStep={(direction) => go({ date: stepDate(location.view, date, direction) })}
          onToday={() => go({ date: null })}
        />
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <Checkbox
            label={t('move.sendChangeNotice')}
            checked={sendChangeNotice}
            onChange={(event) => setChangeNoticeChoice(event.target.checked)}
          />
          {/* On a phone the button floats at the bottom corner, in reach of the thumb. */}
          <Button
            onClick={newReservation}
            className="max-sm:fixed max-sm:right-4 max-sm:bottom-4 max-sm:z-20 max-sm:rounded-full max-sm:shadow-lg"
          >
            <span aria-hidden="true">+</span> {t('newReservation')}
          </Button>
        </div>
      </div>

      {feed.isError && <Alert tone="error">{/* the query cache's own toast says more */}…</Alert>}
      <div className="relative min-w-0" aria-busy={feed.isFetching || undefined}>
        {!feed.data && <Spinner label="…" />}
        {location.view === 'month' && phone ? (
          <Suspense fallback={<Spinner label="…" />}>
            <MonthDayList
              month={date}
              today={today}
              locale={locale}
              events={events}
              onDay={(day) => go({ view: 'day', date: day })}
            />
          </Suspense>
        ) : (
          <ReservationCalendar
            view={location.view}
            date={date}
            locale={locale}
            timeZone={timeZone}
            weekdays={weekdays}
            events={events}
            resources={shownWorkers}
            workingTime={workingTime}
            // A slot in a deleted worker's column books with a live worker instead.
            onSelectSlot={(choice) =>
              setSlot(
                allWorkers.some((worker) => worker.id === choice.workerId && worker.archived)
                  ? { ...choice, workerId: null }
                  : choice,
              )
            }
            onSelectEvent={setOpenId}
            onDrillDown={(day) => go({ view: 'day', date: day })}
            // A deleted worker keeps their column for what they had, but takes nothing new.
            onMove={(request) => {
              const target = allWorkers.find((worker) => worker.id === request.workerId)
              if (target?.archived && request.workerId !== request.event.reservation.worker.id) {
                notify({ tone: 'error', text: t('move.toArchivedWorker') })
              } else move(request)
            }}
          />
        )}
      </div>
      <Suspense fallback={null}>
        {slot !== null && (
          <CreateReservationDialog
            slot={slot}
            onClose={() => setSlot(null)}
            companyId={companyId}
            branchId={branch.id}
            timeZone={timeZone}
            workers={liveWorkers}
          />
        )}
        {openId !== null && (
          <ReservationDetailDialog
            companyId={companyId}
            reservationId={openId}
            workers={liveWorkers}
            onClose={() => setOpenId(null)}
          />
        )}
      </Suspense>
      {dialog}
    </div>
  )
}
