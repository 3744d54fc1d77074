import type { AppConfig } from './config'
import type { DatabaseHandle } from './db/client'
import type { Clock } from './lib/clock'

/** What every feature's routes and services are built from; passed explicitly, never looked up. */
export interface AppDeps {
  config: AppConfig
  database: DatabaseHandle
  clock: Clock
}
