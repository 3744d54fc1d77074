import { reports } from '@rezervo/shared/i18n/reports'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useFeatureTexts } from '../lib/i18n'

/** The reports texts with the shared reservation terms ('reservations:state.upcoming'). */
export const useOverviewTexts = () => useFeatureTexts({ reports, reservations })
