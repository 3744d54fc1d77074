// Breaks feature-public-entry-only: reaches past messaging's index.
import { queue } from '../messaging/queue'

export const book = () => queue()
