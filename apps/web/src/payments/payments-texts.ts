import { reports } from '@rezervo/shared/i18n/reports'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useFeatureTexts } from '../lib/i18n'

/** The reports texts with the shared terms ('reservations:paymentMethod.card'). */
export const usePaymentsTexts = () => useFeatureTexts({ reports, reservations })
