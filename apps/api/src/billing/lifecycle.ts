import { FREE_PLAN_ID, GRACE_DAYS } from '@rezervo/shared'
import type { SubscriptionChange, SubscriptionRow } from './repository'

const DAY_MS = 24 * 60 * 60 * 1000

/** The end of a period of `interval` starting at `from` (calendar months, so 31 January + 1 month = 28/29 February). */
export function periodEnd(from: Date, interval: 'month' | 'year'): Date {
  const end = new Date(from)
  const day = end.getUTCDate()
  end.setUTCDate(1)
  if (interval === 'year') end.setUTCFullYear(end.getUTCFullYear() + 1)
  else end.setUTCMonth(end.getUTCMonth() + 1)
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate()
  end.setUTCDate(Math.min(day, lastDay))
  return end
}

export const graceEnd = (pastDueSince: Date) => new Date(pastDueSince.getTime() + GRACE_DAYS * DAY_MS)

/** The start of the grace that has ended by `now`: a past_due since before it falls to Zdarma. */
export const graceStartBefore = (now: Date) => new Date(now.getTime() - GRACE_DAYS * DAY_MS)

/**
 * The next step of a subscription's life at `now` (decision 032), or undefined when none is due:
 * - a trial that ended: with a payment method the chosen plan's first period starts (with a saved card, it is
 *   charged at once), without one Zdarma;
 * - a paid period that ended unrenewed (no payment recorded): past_due, the plan still usable for the grace;
 * - a grace that ended, or a cancelled plan's last paid period: Zdarma.
 * Applying the steps one after another catches up any length of time (a fake clock weeks ahead).
 */
export function nextTransition(row: SubscriptionRow, now: Date): SubscriptionChange | undefined {
  const toFree: SubscriptionChange = {
    planId: FREE_PLAN_ID,
    interval: 'month',
    status: 'active',
    currentPeriodEnd: null,
    pastDueSince: null,
  }
  switch (row.status) {
    case 'trialing':
      if (!row.trialEndsAt || row.trialEndsAt > now) return undefined
      if (!row.paymentMethod) return toFree
      // A saved card pays the first period when it begins: the period "ends" at the trial's end, so the
      // card job charges it at once (decision 034), and a refusal starts the dunning from there.
      if (row.paymentMethod === 'card') return { status: 'active', currentPeriodEnd: row.trialEndsAt }
      return { status: 'active', currentPeriodEnd: periodEnd(row.trialEndsAt, row.interval) }
    case 'active':
      if (row.planId === FREE_PLAN_ID || !row.currentPeriodEnd || row.currentPeriodEnd > now) return undefined
      return { status: 'past_due', pastDueSince: row.currentPeriodEnd }
    case 'past_due':
      if (!row.pastDueSince || graceEnd(row.pastDueSince) > now) return undefined
      return toFree
    case 'canceled':
      if (row.currentPeriodEnd && row.currentPeriodEnd > now) return undefined
      return toFree
  }
}
