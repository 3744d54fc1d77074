// Broken: production code imports a test helper.
import { fixture } from '../testing/fixture'
import { one } from './one'

export const two = () => [one, fixture]
