import { BookingLightPages } from './booking-pages'
import { mountLightPage } from './mount-light-page'

mountLightPage(<BookingLightPages />)
