// Allowed: a feature's public entry, and one of its screens loaded lazily.
import { alpha } from '../alpha'
// Broken: app reaches into a feature's inner file.
import { inner } from '../alpha/inner'

export const routes = [alpha, inner, () => import('../alpha/alpha-route')]
