// Closes a cycle messaging → booking → messaging (no-cycles, no-feature-folder-cycles).
import { book } from '../booking'

export const queue = () => typeof book
