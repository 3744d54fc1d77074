import { booking } from '@rezervo/shared/i18n/booking'
import { useTranslation } from 'react-i18next'
import { registerTexts } from '../lib/i18n'

registerTexts('booking', booking)

/** The booking, confirmation and directory texts: registered when this lazy code loads. */
export const useBookingTexts = () => useTranslation('booking')
