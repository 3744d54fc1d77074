import { auth } from './auth'
import { backoffice } from './backoffice'
import { billing } from './billing'
import { branch } from './branch'
import { calendar } from './calendar'
import { calendarDialogs } from './calendar-dialogs'
import { common } from './common'
import { companySwitcher } from './company-switcher'
import { dashboard } from './dashboard'
import { devMailbox } from './dev-mailbox'
import { notifications } from './notifications'
import { reports } from './reports'
import { reservations } from './reservations'

/** i18next resources: one namespace per feature, Czech and English. */
export const i18nResources = {
  cs: {
    common: common.cs,
    branch: branch.cs,
    auth: auth.cs,
    dashboard: dashboard.cs,
    backoffice: backoffice.cs,
    companySwitcher: companySwitcher.cs,
    devMailbox: devMailbox.cs,
    notifications: notifications.cs,
    reservations: reservations.cs,
    calendar: calendar.cs,
    calendarDialogs: calendarDialogs.cs,
    reports: reports.cs,
    billing: billing.cs,
  },
  en: {
    common: common.en,
    branch: branch.en,
    auth: auth.en,
    dashboard: dashboard.en,
    backoffice: backoffice.en,
    companySwitcher: companySwitcher.en,
    devMailbox: devMailbox.en,
    notifications: notifications.en,
    reservations: reservations.en,
    calendar: calendar.en,
    calendarDialogs: calendarDialogs.en,
    reports: reports.en,
    billing: billing.en,
  },
} as const

export const I18N_NAMESPACES = Object.keys(i18nResources.cs) as (keyof (typeof i18nResources)['cs'])[]
