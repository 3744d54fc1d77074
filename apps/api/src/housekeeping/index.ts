/** Housekeeping off the request path, one process at a time under a lease (decision 071). */
export {
  createHousekeepingJob,
  HOUSEKEEPING_EVERY_MS,
  HOUSEKEEPING_LEASE,
  HOUSEKEEPING_LEASE_MS,
  type HousekeepingPass,
  runHousekeeping,
  type Sweep,
} from './housekeeping-job'
export { takeLease } from './lease-repository'
