import 'react-big-calendar/lib/css/react-big-calendar.css'
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css'
import './reservation-calendar.css'
import type { Locale } from '@rezervo/shared/constants'
import type { IsoDate } from '@rezervo/shared/time/iso-date'
import dayjs from 'dayjs'
import { useMemo } from 'react'
import { Calendar, type EventProps, type Messages, type View } from 'react-big-calendar'
import dragAndDropAddon from 'react-big-calendar/lib/addons/dragAndDrop'
import { cn } from '../../ui/class-names'
import { type CalendarEvent, eventStyle, type WorkerResource } from './calendar-events'
import { calendarCulture, calendarFormats, calendarLocalizer } from './calendar-localizer'
import type { CalendarView } from './calendar-location'
import { useCalendarTexts } from './calendar-texts'
import { calendarDateToIso, calendarNow, isoToCalendarDate } from './calendar-time'
import type { MoveRequest } from './use-reservation-move'

/**
 * The add-on ships only as CommonJS. The bundler imports it with Node's semantics (default = module.exports),
 * so its function sits one `.default` deeper than the types say; a test runner may unwrap it already.
 */
const withDragAndDrop: typeof dragAndDropAddon =
  (dragAndDropAddon as unknown as { default?: typeof dragAndDropAddon }).default ?? dragAndDropAddon

const DragAndDropCalendar = withDragAndDrop<CalendarEvent, WorkerResource>(Calendar)

/** Where the time views open: the morning, the rest is a scroll away. */
const SCROLL_TO = new Date(1970, 0, 1, 7, 0)

export interface SlotChoice {
  /** Calendar date of the clicked slot. */
  start: Date
  /** The column's worker in the day view. */
  workerId: number | null
}

/** The rbc view for ours: the week without the weekend is rbc's work week. */
export const rbcView = (view: CalendarView, showWeekend: boolean): View =>
  view === 'week' ? (showWeekend ? 'week' : 'work_week') : view

/**
 * react-big-calendar with drag and drop. It is fed calendar dates only (branch wall clock, see
 * calendar-time.ts) and hands calendar dates back; this component never converts.
 */
export function ReservationCalendar({
  view,
  date,
  locale,
  timeZone,
  showWeekend,
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
  showWeekend: boolean
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
  const isWorking = (slot: Date, workerIds: number[]) =>
    workerIds.some((id) =>
      (workingTime.get(id) ?? []).some(({ start, end }) => slot.getTime() >= start && slot.getTime() < end),
    )

  return (
    <div className={cn('rezervo-calendar', dayView && 'rezervo-calendar-day')}>
      <DragAndDropCalendar
        localizer={calendarLocalizer}
        culture={culture}
        formats={calendarFormats}
        messages={messages}
        toolbar={false}
        view={rbcView(view, showWeekend)}
        views={['day', 'week', 'work_week', 'month']}
        onView={() => {}}
        date={isoToCalendarDate(date)}
        onNavigate={() => {}}
        onDrillDown={(day) => onDrillDown(calendarDateToIso(day))}
        getNow={() => calendarNow(timeZone)}
        scrollToTime={SCROLL_TO}
        step={15}
        timeslots={4}
        events={events}
        tooltipAccessor={(event) => `${event.title}, ${event.reservation.worker.name}`}
        resources={dayView ? resources : undefined}
        resourceIdAccessor={(resource) => resource.id}
        resourceTitleAccessor={(resource) => resource.title}
        resourceAccessor={(event) => event.resourceId}
        components={{
          event: view === 'month' ? MonthEventContent : EventContent,
          resourceHeader: WorkerHeader,
        }}
        eventPropGetter={(event) => ({
          className: cn(event.cancelled && 'rezervo-event-cancelled'),
          style: eventStyle(event),
        })}
        slotPropGetter={(slot, resourceId) => {
          if (view === 'month') return {}
          const workerIds = resourceId ? [Number(resourceId)] : resources.map((resource) => resource.id)
          return isWorking(slot, workerIds) ? {} : { className: 'rezervo-off-hours' }
        }}
        selectable
        longPressThreshold={250}
        onSelectSlot={(slot) => {
          if (view === 'month') onDrillDown(calendarDateToIso(slot.start))
          else onSelectSlot({ start: slot.start, workerId: slot.resourceId ? Number(slot.resourceId) : null })
        }}
        onSelectEvent={(event) => onSelectEvent(event.id)}
        // Events are focusable buttons (role=button, tabIndex 0); Enter or Space opens one like a click.
        onKeyPressEvent={(event, keyEvent) => {
          const { key } = keyEvent.nativeEvent as KeyboardEvent
          if (key !== 'Enter' && key !== ' ') return
          keyEvent.preventDefault()
          onSelectEvent(event.id)
        }}
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
      {items && <span className="block text-xs opacity-90">{items}</span>}
    </span>
  )
}

/** A month cell has no time axis, so the event says its start itself. */
function MonthEventContent(props: EventProps<CalendarEvent>) {
  const start = props.event.start
  const time = `${start.getHours()}:${String(start.getMinutes()).padStart(2, '0')}`
  return (
    <span className="flex gap-1">
      <span className="shrink-0 text-xs">{time}</span>
      <EventContent {...props} />
    </span>
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
