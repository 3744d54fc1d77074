// Breaks no-testing-in-production.
import { fixture } from '../testing/fixture'

export const reservations = () => fixture
