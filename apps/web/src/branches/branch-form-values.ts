import {
  DEFAULT_CANCELLATION_DEADLINE_HOURS,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MAX_UPCOMING_PER_CUSTOMER,
  DEFAULT_MIN_NOTICE_MINUTES,
  DEFAULT_SLOT_STEP_MINUTES,
  DEFAULT_TIME_ZONE,
} from '@rezervo/shared/constants'
import type { Branch, BranchInput } from '@rezervo/shared/schemas/branch'
import { addressFormValues } from '../ui/address-fields'
import { weeklyHoursForForm } from '../ui/weekly-hours/weekly-hours-state'

const text = (value: string | null | undefined) => value ?? ''

/** The branch form's starting values: the branch as answered, or a new branch open 9–17 on weekdays. */
export function branchFormValues(branch?: Branch): BranchInput {
  const weekday = [{ start: '09:00', end: '17:00' }]
  return {
    name: text(branch?.name),
    slug: text(branch?.slug),
    ...addressFormValues(branch),
    phone: text(branch?.phone),
    email: text(branch?.email),
    description: text(branch?.description),
    photo_url: text(branch?.photo_url),
    gallery_urls: branch?.gallery_urls ?? [],
    time_zone: branch?.time_zone ?? DEFAULT_TIME_ZONE,
    category_id: branch?.category_id ?? null,
    open_on_public_holidays: branch?.open_on_public_holidays ?? false,
    // The booking rules show their values, a new branch's the defaults the API would take.
    min_notice_minutes: branch?.min_notice_minutes ?? DEFAULT_MIN_NOTICE_MINUTES,
    horizon_days: branch?.horizon_days ?? DEFAULT_HORIZON_DAYS,
    slot_step_minutes: branch?.slot_step_minutes ?? DEFAULT_SLOT_STEP_MINUTES,
    cancellation_deadline_hours: branch?.cancellation_deadline_hours ?? DEFAULT_CANCELLATION_DEADLINE_HOURS,
    max_upcoming_per_customer: branch?.max_upcoming_per_customer ?? DEFAULT_MAX_UPCOMING_PER_CUSTOMER,
    opening_hours: weeklyHoursForForm(
      branch?.opening_hours ?? { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday },
    ),
    exceptions: (branch?.exceptions ?? []).map((exception) => ({ ...exception, note: text(exception.note) })),
  }
}
