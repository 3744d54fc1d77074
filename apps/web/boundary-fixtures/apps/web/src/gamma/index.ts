// Broken: a feature imports the app.
import { routes } from '../app/router'
// Broken: a feature reaches into another feature's inner file.
import { betaInner } from '../beta/inner'
import { one } from './one'

export const gamma = [routes, betaInner, one]
