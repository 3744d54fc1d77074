// Breaks generic-folders-import-no-feature.
import { book } from '../booking'

export const errors = () => book
