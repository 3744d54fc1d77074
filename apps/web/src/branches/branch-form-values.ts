import { DEFAULT_TIME_ZONE } from '@rezervo/shared/constants'
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
    min_notice_minutes: branch?.min_notice_minutes,
    horizon_days: branch?.horizon_days,
    slot_step_minutes: branch?.slot_step_minutes,
    cancellation_deadline_hours: branch?.cancellation_deadline_hours,
    max_upcoming_per_customer: branch?.max_upcoming_per_customer,
    opening_hours: weeklyHoursForForm(
      branch?.opening_hours ?? { 1: weekday, 2: weekday, 3: weekday, 4: weekday, 5: weekday },
    ),
    exceptions: (branch?.exceptions ?? []).map((exception) => ({ ...exception, note: text(exception.note) })),
  }
}
