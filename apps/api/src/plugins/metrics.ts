import { timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Gauge, Registry } from 'prom-client'
import type { AppDeps } from '../app-deps'
import type { Database } from '../db/client'
import { poolOf } from '../db/pool-of'
import { HttpError, notFound } from '../http/errors'
import { httpRequestDuration, processMetrics } from '../lib/metrics'

/** What the outbox holds, from the messaging feature (app.ts hands it in; a plugin imports no feature). */
export type ReadOutboxBacklog = (
  db: Database,
  now: Date,
) => Promise<{ pending: number; due: number; oldestDueSeconds: number }>

export interface MetricsPluginOptions {
  deps: AppDeps
  readOutboxBacklog: ReadOutboxBacklog
}

/** Gauges read when scraped, from this app's database: nothing is counted per request for them. */
function databaseMetrics(deps: AppDeps, readOutboxBacklog: ReadOutboxBacklog): Registry {
  const registry = new Registry()
  const pool = poolOf(deps.database.db)
  new Gauge({
    name: 'rezervo_db_pool_connections',
    help: 'Connections of the database pool, by state: in use by a request, or idle',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount)
      this.set({ state: 'idle' }, pool.idleCount)
    },
  })
  new Gauge({
    name: 'rezervo_db_pool_waiting',
    help: 'Queries waiting for a connection of the database pool',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount)
    },
  })
  // The three outbox figures come from one statement per scrape, shared by whichever gauge asks first.
  let backlog: ReturnType<ReadOutboxBacklog> | undefined
  const readBacklog = () => {
    backlog ??= readOutboxBacklog(deps.database.db, deps.clock.now()).finally(() => {
      setImmediate(() => {
        backlog = undefined
      })
    })
    return backlog
  }
  const outboxGauge = (name: string, help: string, pick: (read: Awaited<typeof backlog>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        this.set(pick(await readBacklog()))
      },
    })
  outboxGauge(
    'rezervo_outbox_pending_messages',
    'Emails and SMS queued or being sent',
    (read) => read!.pending,
  )
  outboxGauge('rezervo_outbox_due_messages', 'Queued messages a worker could send now', (read) => read!.due)
  outboxGauge(
    'rezervo_outbox_oldest_due_age_seconds',
    'How long the oldest message that is due has waited; grows when nothing delivers',
    (read) => read!.oldestDueSeconds,
  )
  return registry
}

/** Whether the Authorization header carries the token, compared in constant time. */
function carriesToken(headers: IncomingHttpHeaders, token: string): boolean {
  const given = Buffer.from(headers.authorization ?? '')
  const expected = Buffer.from(`Bearer ${token}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * Prometheus metrics (decision 066): every answer's time into a histogram by route pattern, and GET /metrics,
 * which needs METRICS_TOKEN as a bearer token (401 without it), answers 404 when no token is configured, and
 * with METRICS_PORT is served on that port only.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: MetricsPluginOptions) => {
  const { config } = options.deps
  const token = config.metrics.token
  const port = config.metrics.port
  if (!token) {
    // Not configured: the address answers as any unknown one does, and nothing is collected.
    app.get('/metrics', { schema: { hide: true } }, async () => {
      throw notFound()
    })
    return
  }
  // Only when scraped at all: without a token, requests pay nothing for metrics.
  app.addHook('onResponse', async (request, reply) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        // The pattern (/api/v1/branches/slug/:branchSlug), never the address: one series per route.
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    )
  })
  const registry = Registry.merge([processMetrics, databaseMetrics(options.deps, options.readOutboxBacklog)])
  if (port) {
    const server = servedAlone(registry, token)
    app.addHook('onReady', () => new Promise<void>((done) => server.listen(port, config.host, done)))
    app.addHook('onClose', () => new Promise<void>((done) => server.close(() => done())))
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (port) throw notFound()
    if (!carriesToken(request.headers, token)) throw new HttpError(401, 'unauthenticated')
    const body = await registry.metrics()
    return reply.type(registry.contentType).header('cache-control', 'no-store').send(body)
  })
})

/** /metrics on a port of its own (METRICS_PORT), which a firewall can keep from the public. */
function servedAlone(registry: Registry, token: string) {
  return createServer(async (request, response) => {
    if (request.url !== '/metrics') return response.writeHead(404).end()
    if (!carriesToken(request.headers, token)) return response.writeHead(401).end()
    try {
      const body = await registry.metrics()
      response.writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' }).end(body)
    } catch {
      response.writeHead(500).end()
    }
  })
}
