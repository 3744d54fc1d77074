// Broken twice: lib imports a feature, and lib imports ui.
import { gamma } from '../gamma'
import { widget } from '../ui/widget'

export const helper = [gamma, widget]
