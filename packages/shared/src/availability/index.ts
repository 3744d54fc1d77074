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
export {
  isWithinWorkingTime,
  type WorkingTimeQuestion,
  type WorkingTimeRange,
  workingIntervalsBetween,
} from './working-time'
