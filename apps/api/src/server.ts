import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD } from '@rezervo/shared'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { closeGracefully } from './lib/graceful-shutdown'
import { seedDemoData } from './seed/demo-seed'
import { seedTaxonomy } from './seed/taxonomy'

/** Listens, seeds the demo on an empty database, and shuts down cleanly on a signal. */
async function main() {
  let config: ReturnType<typeof loadConfig>
  try {
    config = loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`)
      process.exit(1)
    }
    throw error
  }
  const app = await buildApp({ config })
  // The public category taxonomy is reference data: every installation needs it, demo or not.
  await seedTaxonomy(app.deps.database.db)
  if (config.seedDemo) {
    const seeded = await seedDemoData(app.deps)
    if (seeded.created) app.log.info('Demo data seeded.')
  }
  let stopping = false
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal (Ctrl+C reaches both npm and node) must not kill the process halfway through.
    if (stopping) return
    stopping = true
    const timeoutMs = config.shutdownTimeoutSeconds * 1000
    // Should a close hook hang past the deadline, the process still ends.
    setTimeout(() => {
      console.error('Rezervo did not stop in time; exiting.')
      process.exit(1)
    }, timeoutMs + 5000).unref()
    const closing = closeGracefully(app, timeoutMs)
    app.log.info(`${signal} received: no new connections; finishing requests and deliveries in flight`)
    try {
      await closing
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed')
      process.exit(1)
    }
    process.exit(0)
  }
  process.on('SIGINT', (signal) => void stop(signal))
  process.on('SIGTERM', (signal) => void stop(signal))
  await app.listen({ port: config.port, host: config.host })
  const url = `http://localhost:${config.port}`
  console.log(
    [
      '',
      `  Rezervo is running at ${url}`,
      `  Database: ${app.deps.database.kind}${app.deps.database.kind === 'pglite' ? ` (${config.dataDir})` : ''}`,
      config.seedDemo ? `  Demo owner: ${DEMO_LINE}` : '',
      config.env !== 'production' && !config.smtpUrl ? `  Development mailbox: ${url}/dev/mailbox` : '',
      '',
    ]
      .filter((line, index, lines) => line !== '' || index === 0 || index === lines.length - 1)
      .join('\n'),
  )
}

const DEMO_LINE = `${DEMO_OWNER_EMAIL} / ${DEMO_OWNER_PASSWORD}`

main().catch((error) => {
  console.error(`Rezervo failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
