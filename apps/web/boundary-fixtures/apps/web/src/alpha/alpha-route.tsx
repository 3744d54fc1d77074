// Through beta's entry, which is allowed; but beta imports alpha too, so the two folders form a cycle
// (without any module cycle: beta reaches alpha/inner.ts, which imports nothing).
import { beta } from '../beta'

export const Component = () => beta
