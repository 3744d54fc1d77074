import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app'
import type { DatabaseHandle } from '../db/client'
import { testConfig } from '../testing/test-app'
import { createTestDatabase } from '../testing/test-database'

const webDist = mkdtempSync(join(tmpdir(), 'rezervo-web-log-'))
writeFileSync(join(webDist, 'index.html'), '<!doctype html><html lang="cs"><head></head><body></body></html>')
mkdirSync(join(webDist, 'assets'))
writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log("app")')
writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

/** The production log at its default level, info: a page's static files do not write a line each (issue 37). */
describe('the log of the web app', () => {
  const lines: { msg?: string; req?: { url?: string }; reqId?: string }[] = []
  let app: FastifyInstance
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await createTestDatabase()
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
        done()
      },
    })
    app = await buildApp({
      config: testConfig({ WEB_DIST_DIR: webDist, LOG_LEVEL: 'info' }),
      database,
      logger: { level: 'info', stream },
    })
    await app.ready()
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('logs a page request but not the static files it loads', async () => {
    const page = await app.inject({ method: 'GET', url: '/register', headers: { accept: 'text/html' } })
    expect(page.statusCode).toBe(200)
    for (const url of ['/assets/index-abc123.js', '/favicon.svg']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200)
    }
    const requestLines = lines.filter((line) => line.reqId !== undefined)
    const loggedUrls = requestLines.flatMap((line) => (line.req?.url ? [line.req.url] : []))
    expect(loggedUrls).toContain('/register')
    expect(loggedUrls.filter((url) => url !== '/register')).toEqual([])
    // Two lines per request that is logged (incoming, completed): only the page's.
    expect(requestLines).toHaveLength(2)
  })
})
