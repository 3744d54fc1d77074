import { dashboard } from '@rezervo/shared/i18n/dashboard'
import { reports } from '@rezervo/shared/i18n/reports'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useFeatureTexts } from '../lib/i18n'

/** The reports texts with the shared reservation terms ('reservations:state.upcoming'). */
export const useOverviewTexts = () => useFeatureTexts({ reports, reservations })

/** The overview's title and greeting, kept in the dashboard's catalogue beside the navigation's names. */
export const useOverviewHeadingTexts = () => useFeatureTexts({ dashboard })
