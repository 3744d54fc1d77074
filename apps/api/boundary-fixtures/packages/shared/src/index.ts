// Breaks shared-imports-no-app.
import { app } from '../../../apps/api/src/app'

export const shared = () => app
