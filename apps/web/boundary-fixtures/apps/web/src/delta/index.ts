// Allowed: another feature's public entry, and lib and ui.
import { alpha } from '../alpha'
import { helper } from '../lib/helper'
import { widget } from '../ui/widget'

export const delta = [alpha, helper, widget]
