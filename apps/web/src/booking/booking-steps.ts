import { isIsoDate } from '@rezervo/shared/time/iso-date'

/** The booking flow's state lives in the URL search params, so the back button goes back a step. */
export const BOOKING_STEPS = ['items', 'worker', 'day', 'time', 'contact'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]
export type WorkerChoice = number | 'any'

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

/** Reads the state; a step whose earlier choices are missing falls back to the first incomplete step. */
export function bookingStateFromParams(params: URLSearchParams): BookingState {
  const itemIds = parseItemIds(params.get('items'))
  const worker = parseWorker(params.get('worker'))
  const rawDate = params.get('date')
  const date = isIsoDate(rawDate) ? rawDate : null
  const startsAt = params.get('time') || null
  const wanted = BOOKING_STEPS.find((step) => step === params.get('step')) ?? 'items'
  const complete: Record<BookingStep, boolean> = {
    items: true,
    worker: itemIds.length > 0,
    day: itemIds.length > 0,
    time: itemIds.length > 0 && date !== null,
    contact: itemIds.length > 0 && date !== null && startsAt !== null,
  }
  const step = complete[wanted] ? wanted : ([...BOOKING_STEPS].reverse().find((s) => complete[s]) ?? 'items')
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

/** 'YYYY-MM-DD' plus a number of calendar days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
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
