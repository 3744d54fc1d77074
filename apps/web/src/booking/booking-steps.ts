import { addDays, isIsoDate } from '@rezervo/shared/time/iso-date'

/**
 * The booking flow's screens (decision 044): services and worker on one, day and time on one, then the contact
 * details with the summary and the confirm button; the confirmation is the fourth. The state lives in the URL
 * search params, so the back button goes back a screen.
 */
export const BOOKING_STEPS = ['services', 'when', 'contact'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]
export type WorkerChoice = number | 'any'

/** The five steps of the first booking flow, whose links (?step=worker, ?step=time…) open the combined screen. */
const LEGACY_STEPS: Record<string, BookingStep> = {
  items: 'services',
  worker: 'services',
  day: 'when',
  time: 'when',
}

export interface BookingState {
  step: BookingStep
  itemIds: number[]
  worker: WorkerChoice
  /** The chosen day, 'YYYY-MM-DD' in the branch's time zone. */
  date: string | null
  /** The chosen start instant as the availability call offered it. */
  startsAt: string | null
}

function parseItemIds(value: string | null): number[] {
  if (!value) return []
  const ids = value
    .split(',')
    .filter((part) => /^\d{1,9}$/.test(part))
    .map(Number)
  return [...new Set(ids)]
}

function parseWorker(value: string | null): WorkerChoice {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : 'any'
}

function parseStep(value: string | null): BookingStep {
  if (!value) return 'services'
  return BOOKING_STEPS.find((step) => step === value) ?? LEGACY_STEPS[value] ?? 'services'
}

/** Reads the state; a step whose earlier choices are missing falls back to the first incomplete step. */
export function bookingStateFromParams(params: URLSearchParams): BookingState {
  const itemIds = parseItemIds(params.get('items'))
  const worker = parseWorker(params.get('worker'))
  const rawDate = params.get('date')
  const date = isIsoDate(rawDate) ? rawDate : null
  const startsAt = params.get('time') || null
  const wanted = parseStep(params.get('step'))
  const complete: Record<BookingStep, boolean> = {
    services: true,
    when: itemIds.length > 0,
    contact: itemIds.length > 0 && date !== null && startsAt !== null,
  }
  const step = complete[wanted]
    ? wanted
    : ([...BOOKING_STEPS].reverse().find((s) => complete[s]) ?? 'services')
  return { step, itemIds, worker, date, startsAt }
}

/** The search params of a state (what a step's 'continue' pushes). */
export function bookingStateToParams(state: BookingState): URLSearchParams {
  const params = new URLSearchParams({ step: state.step })
  if (state.itemIds.length) params.set('items', state.itemIds.join(','))
  if (state.worker !== 'any') params.set('worker', String(state.worker))
  if (state.date) params.set('date', state.date)
  if (state.startsAt) params.set('time', state.startsAt)
  return params
}

export interface PricedItem {
  id: number
  name: string
  duration_minutes: number
  price_czk: number
}

export interface BookingSummary<T extends PricedItem = PricedItem> {
  items: T[]
  durationMinutes: number
  priceCzk: number
}

/** The chosen items (in the order of the list) with their total duration and price. */
export function bookingSummary<T extends PricedItem>(
  allItems: readonly T[],
  itemIds: readonly number[],
): BookingSummary<T> {
  const chosen = new Set(itemIds)
  const items = allItems.filter((item) => chosen.has(item.id))
  return {
    items,
    durationMinutes: items.reduce((sum, item) => sum + item.duration_minutes, 0),
    priceCzk: items.reduce((sum, item) => sum + item.price_czk, 0),
  }
}

/** Workers who can do every chosen item. */
export function workersForItems<W extends { id: number }>(
  workers: readonly W[],
  items: readonly { worker_ids: readonly number[] }[],
): W[] {
  return workers.filter((worker) => items.every((item) => item.worker_ids.includes(worker.id)))
}

export const DAY_WINDOW = 14

/** The first day of the 14-day window that shows `date` (windows start at today, today + 14, …). */
export function dayWindowStart(today: string, date: string | null): string {
  if (!date || date <= today) return today
  const diff = Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  return addDays(today, Math.floor(diff / DAY_WINDOW) * DAY_WINDOW)
}

export interface FreeTime {
  date: string
  startsAt: string
  time: string
}

/** The earliest free start in the days an availability call returned (days and slots come in order). */
export function firstFreeTime(
  days: readonly { date: string; slots: readonly { starts_at: string; time: string }[] }[],
): FreeTime | null {
  for (const day of days) {
    const slot = day.slots[0]
    if (slot) return { date: day.date, startsAt: slot.starts_at, time: slot.time }
  }
  return null
}

/**
 * The day whose free times the day-and-time screen shows: the chosen one while it is in the days shown, else
 * the first day with a free time, so the customer picks a time without first picking a day.
 */
export function shownDay<D extends { date: string; available: boolean }>(
  days: readonly D[],
  date: string | null,
): D | undefined {
  return days.find((day) => day.date === date) ?? days.find((day) => day.available)
}
