import { ConfigError, loadConfig } from '../config'
import { openDatabase } from './client'
import { runMigrations } from './migrate'

try {
  const config = loadConfig()
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  await runMigrations(handle)
  await handle.close()
  console.log(`Migrations applied (${handle.kind}).`)
} catch (error) {
  console.error(
    error instanceof ConfigError ? error.message : `Migration failed: ${(error as Error).message}`,
  )
  process.exit(1)
}
