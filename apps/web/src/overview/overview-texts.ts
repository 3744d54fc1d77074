import { reports } from '@rezervo/shared/i18n/reports'
import { reservations } from '@rezervo/shared/i18n/reservations'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'

// Registered when the overview's code loads, so its texts stay out of the public pages' bundle.
registerTexts('reports', reports)
registerTexts('reservations', reservations)

/** The reports texts with the shared reservation terms ('reservations:state.upcoming'). */
export const useOverviewTexts = () => useTranslation(['reports', 'reservations'])
