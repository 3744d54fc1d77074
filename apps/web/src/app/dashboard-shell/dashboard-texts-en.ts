import { companySwitcherEn } from '@rezervo/shared/i18n/company-switcher.en'
import { dashboardEn } from '@rezervo/shared/i18n/dashboard.en'

/** The dashboard frame's namespaces in English (dashboard-texts.ts loads them when they are needed). */
export const dashboardTextsEn = { dashboard: dashboardEn, companySwitcher: companySwitcherEn }
