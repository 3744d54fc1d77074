import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const APP_URL_SHAPE = "APP_URL must be the site's origin alone, such as https://rezervo.example.cz"

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({})
    expect(config.port).toBe(3000)
    expect(config.seedDemo).toBe(true)
    expect(config.databaseUrl).toBeUndefined()
    expect(config.dataDir.endsWith('/data')).toBe(true)
    expect(config.shutdownTimeoutSeconds).toBe(10)
    expect(config.databaseReadUrl).toBeUndefined()
    expect(config.metrics).toEqual({ token: undefined, port: undefined })
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number between 1 and 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number between 1 and 65535'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO must be true or false'],
    [{ SHUTDOWN_TIMEOUT_SECONDS: '0' }, 'SHUTDOWN_TIMEOUT_SECONDS must be a whole number between 1 and 600'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres: or postgresql://'],
    [{ NODE_ENV: 'production' }, 'APP_SECRET must be set to at least 32 characters in production'],
    // Every link in an email starts with APP_URL (never the request's Host): in production it must be given,
    // and be an origin alone, or the links would point to localhost or carry its path, query or user name.
    [
      { NODE_ENV: 'production', APP_SECRET: 's'.repeat(32) },
      'APP_URL must be set in production: the public address that links in emails point to',
    ],
    [{ APP_URL: 'https://rezervo.example.cz/app' }, APP_URL_SHAPE],
    [{ APP_URL: 'https://rezervo.example.cz/?utm=mail' }, APP_URL_SHAPE],
    [{ APP_URL: 'https://rezervo.example.cz#top' }, APP_URL_SHAPE],
    [{ APP_URL: 'https://user:secret@rezervo.example.cz' }, APP_URL_SHAPE],
    [{ APP_URL: 'https://evil.example@rezervo.example.cz' }, APP_URL_SHAPE],
    [{ APP_URL: 'javascript:alert(1)' }, 'APP_URL must be a URL starting with http: or https://'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY must be false, a number of proxy hops from 1 to 10'],
    [{ TRUST_PROXY: '10.0.0.1, 10.0.0.300' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    [{ TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY must be false, a number of proxy hops'],
    [{ DATABASE_READ_URL: 'postgres://replica/rezervo' }, 'DATABASE_READ_URL needs DATABASE_URL'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters long'],
    [{ METRICS_PORT: '0' }, 'METRICS_PORT must be a whole number between 1 and 65535'],
  ])('rejects %o with one clear line', (environment, message) => {
    expect(() => loadConfig(environment)).toThrow(ConfigError)
    expect(() => loadConfig(environment)).toThrow(message)
  })

  it('keeps APP_URL as the origin it names, without a trailing slash', () => {
    expect(loadConfig({ APP_URL: 'https://Rezervo.Example.cz/' }).appUrl).toBe('https://rezervo.example.cz')
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:4173' }).appUrl).toBe('http://127.0.0.1:4173')
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000')
  })

  it.each([
    ['', false],
    ['false', false],
    ['0', false],
    ['true', { hops: 1 }],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['10.0.0.1', { addresses: ['10.0.0.1'] }],
    [
      '10.0.0.1, 10.0.1.0/24,fd00::/8, loopback',
      { addresses: ['10.0.0.1', '10.0.1.0/24', 'fd00::/8', 'loopback'] },
    ],
  ])('reads TRUST_PROXY=%j as %j (true is one hop, never every hop)', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected)
  })
})
