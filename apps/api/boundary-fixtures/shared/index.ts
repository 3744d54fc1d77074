// Breaks shared-imports-no-app.
import { app } from '../src/app'

export const shared = () => app
