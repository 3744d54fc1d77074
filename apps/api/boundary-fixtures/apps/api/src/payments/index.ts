// Breaks features-import-no-app.
import { app } from '../app'

export const payments = () => app
