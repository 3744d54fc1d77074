// Broken: one and two import each other.
import { two } from './two'

export const one = () => two
