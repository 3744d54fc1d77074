import { alpha } from '../alpha'

export const betaInner = [alpha]
