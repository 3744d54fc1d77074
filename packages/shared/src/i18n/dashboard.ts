import { dashboardCs } from './dashboard.cs'
import { dashboardEn } from './dashboard.en'

/** Texts of the business owner's dashboard frame and its overview. */
export const dashboard = { cs: dashboardCs, en: dashboardEn } as const
