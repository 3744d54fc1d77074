import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/client'
import type { LagTolerantReads } from './db/lag-tolerant-reads'
import type { Clock } from './lib/clock'

/** What every feature's routes and services are built from; passed explicitly, never looked up. */
export interface AppDeps {
  config: AppConfig
  database: DatabaseHandle
  /** The reads a streaming replica may serve (decision 064); writes and the rest use `database`. */
  reads: LagTolerantReads
  clock: Clock
}
