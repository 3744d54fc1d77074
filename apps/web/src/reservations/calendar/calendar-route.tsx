import { WithCurrentCompany } from '../../companies'
import { ScreenHeader } from '../../ui/screen-header'
import { CalendarViewSwitch } from './calendar-header'
import { useCalendarLocation } from './calendar-location'
import { CalendarScreen } from './calendar-screen'
import { loadCalendarTexts, useCalendarTexts } from './calendar-texts'

/** /dashboard/reservations: the business calendar of one branch (day with worker columns, week, month). */
export function Component() {
  const { t } = useCalendarTexts()
  const { location, go } = useCalendarLocation()
  return (
    <section className="min-w-0">
      <ScreenHeader title={t('title')}>
        <CalendarViewSwitch location={location} />
      </ScreenHeader>
      <WithCurrentCompany>
        {(companyId) => <CalendarScreen companyId={companyId} location={location} go={go} />}
      </WithCurrentCompany>
    </section>
  )
}

export const handle = { section: 'reservations' }

/** The calendar's texts in the active language; the route table waits for them before the screen renders. */
export const textsReady = loadCalendarTexts
