export { findFreeSlots } from './find-free-slots'
export type {
  AvailabilityDay,
  AvailabilityInput,
  AvailableSlot,
  BranchHours,
  DateException,
  InstantInterval,
  MinuteInterval,
  WeeklyHours,
  WorkerAvailability,
} from './types'
