import 'react-big-calendar/lib/css/react-big-calendar.css'
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css'
import './reservation-calendar.css'
import type { Locale } from '@rezervo/shared/constants'
import type { IsoDate } from '@rezervo/shared/time/iso-date'
import dayjs from 'dayjs'
import { type ComponentProps, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { Calendar, type DateHeaderProps, type EventProps, type Messages, type View } from 'react-big-calendar'
import type dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop'
import { currentLocale } from '../../lib/i18n'
import { cn } from '../../ui/class-names'
import { BufferNote } from '../list/reservation-times'
import { type CalendarEvent, eventStyle, type WorkerResource } from './calendar-events'
import { calendarCulture, calendarFormats, calendarLocalizer } from './calendar-localizer'
import type { CalendarView } from './calendar-location'
import { useCalendarTexts } from './calendar-texts'
import { calendarDateToIso, calendarNow, isoToCalendarDate } from './calendar-time'
import { fullDateLabel } from './calendar-toolbar'
import type { MoveRequest } from './use-reservation-move'

type DragAndDropCalendarType = ReturnType<typeof dragAndDropAddon<CalendarEvent, WorkerResource>>
type DragAndDropProps = ComponentProps<DragAndDropCalendarType>

let dragAndDropCalendar: DragAndDropCalendarType | undefined
let dragAndDropLoading: Promise<DragAndDropCalendarType> | undefined

/**
 * The drag-and-drop add-on (about 13 KB gzipped with its CommonJS copies of rbc's Selection and event rows,
 * decision 048) is not needed to see the calendar, so it loads once the calendar is on screen, and dragging
 * works from when it arrives; clicking, the keyboard (Enter opens a reservation, its dialog moves it) and
 * selecting slots are rbc's own and work from the first paint. The add-on ships only as CommonJS: the bundler
 * hands it over with Node's semantics (default = module.exports), so its function sits one `.default` deeper
 * than the types say; a test runner may unwrap it already.
 */
function loadDragAndDropCalendar(): Promise<DragAndDropCalendarType> {
  dragAndDropLoading ??= import('react-big-calendar/lib/addons/dragAndDrop').then((module) => {
    const addon = module.default as typeof dragAndDropAddon | { default: typeof dragAndDropAddon }
    const withDragAndDrop = typeof addon === 'function' ? addon : addon.default
    dragAndDropCalendar = withDragAndDrop<CalendarEvent, WorkerResource>(Calendar)
    return dragAndDropCalendar
  })
  return dragAndDropLoading
}

/** The calendar's scroll areas: the time grid (vertical) and the day view's workers (sideways). */
const SCROLLERS = ['.rbc-time-content', '.rbc-time-view-resources']

interface SwapState {
  scroll: { top: number; left: number }[]
  /** The class naming the reservation that had focus (`rezervo-event-<id>`). */
  focusedEvent?: string
}

/**
 * rbc's calendar with the add-on once it has arrived (at once on a later visit), rbc's plain one until then.
 * Swapping them mounts rbc anew, so what the user may have done meanwhile is carried over: the scroll positions
 * (rbc scrolls to the morning on mount) and the focus on a reservation.
 */
function useDragAndDropCalendar(root: React.RefObject<HTMLDivElement | null>) {
  const [loaded, setLoaded] = useState(() => dragAndDropCalendar)
  const swap = useRef<SwapState | null>(null)
  useEffect(() => {
    if (loaded) return
    let live = true
    // A failed download leaves the calendar as it is: everything but dragging works, and a later visit retries.
    loadDragAndDropCalendar().then(
      (calendar) => {
        if (!live) return
        const element = root.current
        const focused = element?.contains(document.activeElement) ? document.activeElement : null
        swap.current = {
          scroll: SCROLLERS.map((selector) => {
            const scroller = element?.querySelector(selector)
            return { top: scroller?.scrollTop ?? 0, left: scroller?.scrollLeft ?? 0 }
          }),
          focusedEvent: [...(focused?.classList ?? [])].find((name) => name.startsWith('rezervo-event-')),
        }
        setLoaded(() => calendar)
      },
      () => {
        dragAndDropLoading = undefined
      },
    )
    return () => {
      live = false
    }
  }, [loaded, root])
  // After rbc's own mount (children's layout effects run first), before the browser paints.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the add-on's calendar is in place
  useLayoutEffect(() => {
    const saved = swap.current
    const element = root.current
    if (!saved || !element) return
    swap.current = null
    SCROLLERS.forEach((selector, index) => {
      const scroller = element.querySelector(selector)
      const position = saved.scroll[index]
      if (!scroller || !position) return
      if (position.top) scroller.scrollTop = position.top
      if (position.left) scroller.scrollLeft = position.left
    })
    if (saved.focusedEvent) element.querySelector<HTMLElement>(`.${saved.focusedEvent}`)?.focus()
  }, [loaded])
  return loaded
}

/** Where the time views open: the morning, the rest is a scroll away. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0)

export interface SlotChoice {
  /** Calendar date of the clicked slot. */
  start: Date
  /** The column's worker in the day view. */
  workerId: number | null
}

/**
 * The localizer of the week view: rbc's week lists the days through `localizer.range`, so leaving the
 * closed days out of that range leaves out their columns (a Saturday the branch opens stays, see
 * calendar-week-days.ts). rbc's work week would hide Saturday always.
 */
function weekLocalizer(weekdays: ReadonlySet<number>): typeof calendarLocalizer {
  const localizer = Object.assign(
    Object.create(Object.getPrototypeOf(calendarLocalizer)),
    calendarLocalizer,
  ) as typeof calendarLocalizer
  const range = calendarLocalizer.range.bind(calendarLocalizer)
  localizer.range = (start, end, unit) => range(start, end, unit).filter((day) => weekdays.has(day.getDay()))
  return localizer
}

/**
 * react-big-calendar, with drag and drop once its add-on has loaded. It is fed calendar dates only (branch wall clock, see
 * calendar-time.ts) and hands calendar dates back; this component never converts.
 */
export function ReservationCalendar({
  view,
  date,
  locale,
  timeZone,
  weekdays,
  events,
  resources,
  workingTime,
  onSelectSlot,
  onSelectEvent,
  onDrillDown,
  onMove,
}: {
  view: CalendarView
  date: IsoDate
  locale: Locale
  timeZone: string
  /** The weekdays the week view shows (Date#getDay numbers). */
  weekdays: ReadonlySet<number>
  events: CalendarEvent[]
  resources: WorkerResource[]
  workingTime: Map<number, { start: number; end: number }[]>
  onSelectSlot: (choice: SlotChoice) => void
  onSelectEvent: (reservationId: number) => void
  onDrillDown: (date: IsoDate) => void
  onMove: (request: MoveRequest) => void
}) {
  const { t } = useCalendarTexts()
  const culture = calendarCulture(locale)
  // The dayjs localizer reads the week's first day from dayjs's global locale.
  dayjs.locale(culture)
  const messages: Messages = useMemo(
    () => ({
      allDay: t('rbc.allDay'),
      noEventsInRange: t('rbc.noEventsInRange'),
      showMore: (count: number) => t('rbc.showMore', { count }),
      event: t('rbc.event'),
      time: t('rbc.time'),
      date: t('rbc.date'),
    }),
    [t],
  )
  const dayView = view === 'day'
  const weekKey = [...weekdays].sort().join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the set
  const localizer = useMemo(
    () => (view === 'week' ? weekLocalizer(weekdays) : calendarLocalizer),
    [view, weekKey],
  )
  const rootRef = useRef<HTMLDivElement>(null)
  const scrollLabel = t('scrollArea')
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    // Loaded after the first paint, so it does not weigh on the calendar's first load (decision 036).
    let stop = () => {}
    let cancelled = false
    import('./calendar-grid-repair').then(({ watchGrid }) => {
      if (!cancelled) stop = watchGrid(root, view, scrollLabel)
    })
    return () => {
      cancelled = true
      stop()
    }
  }, [view, scrollLabel])
  const isWorking = (slot: Date, workerIds: number[]) =>
    workerIds.some((id) =>
      (workingTime.get(id) ?? []).some(({ start, end }) => slot.getTime() >= start && slot.getTime() < end),
    )

  const DragAndDropCalendar = useDragAndDropCalendar(rootRef)
  const calendarKey = view === 'week' ? weekKey : view
  // rbc's props, with the add-on or without.
  const shared = {
    localizer,
    culture,
    formats: calendarFormats,
    messages,
    toolbar: false,
    view: view as View,
    views: ['day', 'week', 'month'],
    onView: () => {},
    date: isoToCalendarDate(date),
    onNavigate: () => {},
    onDrillDown: (day) => onDrillDown(calendarDateToIso(day)),
    getNow: () => calendarNow(timeZone),
    scrollToTime: SCROLL_TO,
    step: 15,
    timeslots: 4,
    events,
    tooltipAccessor: (event) => `${event.title}, ${event.reservation.worker.name}`,
    resources: dayView ? resources : undefined,
    resourceIdAccessor: (resource) => resource.id,
    resourceTitleAccessor: (resource) => resource.title,
    resourceAccessor: (event) => event.resourceId,
    components: {
      event: view === 'month' ? MonthEventContent : EventContent,
      resourceHeader: WorkerHeader,
      month: { dateHeader: MonthDateHeader },
    },
    eventPropGetter: (event) => ({
      // The id's class lets the detail dialog give focus back to a re-drawn event (rbc passes no other props).
      className: cn(`rezervo-event-${event.id}`, event.cancelled && 'rezervo-event-cancelled'),
      style: eventStyle(event),
    }),
    slotPropGetter: (slot, resourceId) => {
      if (view === 'month') return {}
      const workerIds = resourceId ? [Number(resourceId)] : resources.map((resource) => resource.id)
      return isWorking(slot, workerIds) ? {} : { className: 'rezervo-off-hours' }
    },
    selectable: true,
    longPressThreshold: 250,
    onSelectSlot: (slot) => {
      if (view === 'month') onDrillDown(calendarDateToIso(slot.start))
      else onSelectSlot({ start: slot.start, workerId: slot.resourceId ? Number(slot.resourceId) : null })
    },
    onSelectEvent: (event) => onSelectEvent(event.id),
    // Events are focusable buttons (role=button, tabIndex 0); Enter or Space opens one like a click.
    onKeyPressEvent: (event, keyEvent) => {
      const { key } = keyEvent.nativeEvent as KeyboardEvent
      if (key !== 'Enter' && key !== ' ') return
      keyEvent.preventDefault()
      onSelectEvent(event.id)
    },
  } satisfies DragAndDropProps

  return (
    <div ref={rootRef} className={cn('rezervo-calendar', dayView && 'rezervo-calendar-day')}>
      {DragAndDropCalendar ? (
        <DragAndDropCalendar
          key={calendarKey}
          {...shared}
          draggableAccessor={(event) => !event.cancelled}
          resizableAccessor={(event) => !event.cancelled && view !== 'month'}
          onEventDrop={({ event, start, end, resourceId }) =>
            onMove({
              event,
              start: new Date(start),
              end: new Date(end),
              workerId: resourceId ? Number(resourceId) : event.resourceId,
              kind: 'move',
            })
          }
          onEventResize={({ event, start, end }) =>
            onMove({
              event,
              start: new Date(start),
              end: new Date(end),
              workerId: event.resourceId,
              kind: 'resize',
            })
          }
        />
      ) : (
        <Calendar key={calendarKey} {...shared} />
      )}
    </div>
  )
}

function EventContent({ event }: EventProps<CalendarEvent>) {
  const { t } = useCalendarTexts()
  const items = event.reservation.items.map((item) => item.name).join(', ')
  return (
    <span className="block leading-tight">
      <span className="font-semibold">{event.title}</span>
      {event.cancelled && <span className="ml-1 text-xs uppercase">({t('event.cancelled')})</span>}
      {items && <span className="block text-xs">{items}</span>}
      <BufferNote reservation={event.reservation} className="block text-xs" />
    </span>
  )
}

/**
 * A month cell has no time axis, so the event says its start itself; it keeps to one line (time and name, the
 * services are in its tooltip), because rbc counts how many events fit a week's row from a one-line event and
 * taller ones would spill over the next week's dates.
 */
function MonthEventContent({ event }: EventProps<CalendarEvent>) {
  const { t } = useCalendarTexts()
  const start = event.start
  const time = `${start.getHours()}:${String(start.getMinutes()).padStart(2, '0')}`
  return (
    <span className="flex gap-1 truncate leading-tight">
      <span className="shrink-0 text-xs">{time}</span>
      <span className="truncate font-semibold">{event.title}</span>
      {event.cancelled && <span className="sr-only">({t('event.cancelled')})</span>}
    </span>
  )
}

/**
 * A month cell's date: rbc's button is named only by its number ("18"); its name says the full date
 * ("středa 18. listopadu 2026"), the number stays what is seen.
 */
export function MonthDateHeader({ date, label, drilldownView, onDrillDown }: DateHeaderProps) {
  useCalendarTexts() // re-renders on a language switch
  if (!drilldownView) return <span>{label}</span>
  const name = fullDateLabel(calendarDateToIso(date), currentLocale())
  return (
    <button type="button" className="rbc-button-link" aria-label={name} onClick={onDrillDown}>
      {label}
    </button>
  )
}

function WorkerHeader({ label, resource }: { label: React.ReactNode; resource: WorkerResource }) {
  return (
    <span className="inline-flex items-center gap-2 py-1">
      <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: resource.color }} />
      {label}
    </span>
  )
}
