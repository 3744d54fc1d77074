import type { DataMigration } from './data-migration-runner'
import { phonesToE164 } from './phones-to-e164'

export { type DataMigration, runDataMigrations } from './data-migration-runner'

/** In the order they are applied; append only. */
export const DATA_MIGRATIONS: readonly DataMigration[] = [phonesToE164]
