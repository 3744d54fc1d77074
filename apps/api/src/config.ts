import { isIP } from 'node:net'
import { isAbsolute, resolve } from 'node:path'
import { isValidCin, isValidIban, isValidTin } from '@rezervo/shared'
import { z } from 'zod'
import { apiRoot } from './lib/api-root'

/** The repository (or image) root that WEB_DIST_DIR and WEB_SSR_DIR are relative to: two folders above apps/api. */
export const repoRoot = resolve(apiRoot, '../..')

const DEV_APP_SECRET = 'rezervo-development-secret-do-not-use-in-production'

const booleanFlag = (name: string, fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      if (['true', '1', 'yes'].includes(value.toLowerCase())) return true
      if (['false', '0', 'no'].includes(value.toLowerCase())) return false
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false` })
      return z.NEVER
    })

const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return fallback
      const parsed = Number(value)
      if (!/^\d+$/.test(value.trim()) || parsed < min || parsed > max) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a whole number between ${min} and ${max}` })
        return z.NEVER
      }
      return parsed
    })

const optionalUrl = (name: string, protocols: string[]) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === '') return undefined
      try {
        const url = new URL(value)
        if (protocols.includes(url.protocol)) return value
      } catch {}
      ctx.addIssue({
        code: 'custom',
        message: `${name} must be a URL starting with ${protocols.join(' or ')}//`,
      })
      return z.NEVER
    })

/**
 * The public address every link in an email, the calendar feeds and the OpenAPI document start with (the
 * request's Host header never is: a forged one must not reach a password-reset link). An origin alone, since
 * the app serves its pages and assets from the root: a path, query, hash or user name would end up inside
 * every link. Returned as the URL parser writes the origin (lower-case host, no trailing slash).
 */
const appOrigin = optionalUrl('APP_URL', ['http:', 'https:']).transform((value, ctx) => {
  if (value === undefined) return undefined
  const url = new URL(value)
  if (url.href === `${url.origin}/`) return url.origin
  ctx.addIssue({
    code: 'custom',
    message:
      "APP_URL must be the site's origin alone, such as https://rezervo.example.cz (no path, query, hash or user name)",
  })
  return z.NEVER
})

/** An optional email address: empty is none; anything else must be an address (zod's own check). */
const optionalEmail = (name: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return undefined
      if (z.email().safeParse(value.trim()).success) return value.trim()
      ctx.addIssue({ code: 'custom', message: `${name} must be an email address` })
      return z.NEVER
    })

/**
 * Which proxies in front of the app are trusted to report the client's address (X-Forwarded-For) and scheme
 * (X-Forwarded-Proto): none, a number of hops counted back from the app, or the proxies' own addresses.
 */
export type TrustedProxies = false | { hops: number } | { addresses: string[] }

const PROXY_ADDRESS_NAMES = ['loopback', 'linklocal', 'uniquelocal']

/** An IP address, a CIDR range (10.0.0.0/8) or one of proxy-addr's names (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (PROXY_ADDRESS_NAMES.includes(value)) return true
  const [address = '', prefix, ...rest] = value.split('/')
  const version = isIP(address)
  if (version === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/**
 * TRUST_PROXY: empty, `false`, `0` or `no` trust nobody; a whole number trusts that many hops (`1`: the one proxy
 * in front); `true` or `yes` mean `1`, never "trust every hop", which would let a client pick its address with
 * the first X-Forwarded-For entry; otherwise a comma-separated list of the proxies' addresses or CIDR ranges.
 * In every case the client's address is the right-most one that is not a trusted proxy (decision 021).
 */
const trustedProxies = z
  .string()
  .optional()
  .transform((raw, ctx): TrustedProxies => {
    const value = (raw ?? '').trim().toLowerCase()
    if (['', 'false', '0', 'no'].includes(value)) return false
    if (['true', 'yes'].includes(value)) return { hops: 1 }
    if (/^\d+$/.test(value) && Number(value) <= 10) return { hops: Number(value) }
    const addresses = value.split(',').map((entry) => entry.trim())
    if (addresses.every(isProxyAddress)) return { addresses }
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY must be false, a number of proxy hops from 1 to 10 (true means 1), or a comma-separated list of proxy IP addresses or CIDR ranges',
    })
    return z.NEVER
  })

const environmentSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      error: 'NODE_ENV must be development, production or test',
    })
    .default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: wholeNumber('PORT', 1, 65535, 3000),
  APP_URL: appOrigin,
  APP_SECRET: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl('DATABASE_URL', ['postgres:', 'postgresql:']),
  DATABASE_READ_URL: optionalUrl('DATABASE_READ_URL', ['postgres:', 'postgresql:']),
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 1, 200, 10),
  SEED_DEMO: booleanFlag('SEED_DEMO', true),
  DEMO_UPCOMING_DAYS: wholeNumber('DEMO_UPCOMING_DAYS', 0, 60, 14),
  FEATURED_BRANCH_SLUG: z.string().optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  BODY_LIMIT_BYTES: wholeNumber('BODY_LIMIT_BYTES', 1024, 50 * 1024 * 1024, 1024 * 1024),
  TRUST_PROXY: trustedProxies,
  SMTP_URL: optionalUrl('SMTP_URL', ['smtp:', 'smtps:']),
  MAIL_FROM: z.string().default('Rezervo <no-reply@rezervo.local>'),
  SMS_GATEWAY_URL: optionalUrl('SMS_GATEWAY_URL', ['http:', 'https:']),
  SMS_GATEWAY_KEY: z.string().optional(),
  OUTBOX_WORKER: booleanFlag('OUTBOX_WORKER', true),
  OUTBOX_POLL_INTERVAL_MS: wholeNumber('OUTBOX_POLL_INTERVAL_MS', 100, 3_600_000, 5000),
  OUTBOX_MAX_TRIES: wholeNumber('OUTBOX_MAX_TRIES', 1, 50, 6),
  OUTBOX_LEASE_SECONDS: wholeNumber('OUTBOX_LEASE_SECONDS', 1, 86_400, 120),
  OUTBOX_RETRY_BASE_SECONDS: wholeNumber('OUTBOX_RETRY_BASE_SECONDS', 1, 86_400, 30),
  OUTBOX_RETRY_MAX_SECONDS: wholeNumber('OUTBOX_RETRY_MAX_SECONDS', 1, 7 * 86_400, 3600),
  SHUTDOWN_TIMEOUT_SECONDS: wholeNumber('SHUTDOWN_TIMEOUT_SECONDS', 1, 600, 10),
  // Slow clients (decision 063, docs/deploy.md): a connection that sends its request too slowly is closed.
  HTTP_HEADERS_TIMEOUT_SECONDS: wholeNumber('HTTP_HEADERS_TIMEOUT_SECONDS', 1, 600, 10),
  HTTP_REQUEST_TIMEOUT_SECONDS: wholeNumber('HTTP_REQUEST_TIMEOUT_SECONDS', 1, 3600, 30),
  HTTP_IDLE_TIMEOUT_SECONDS: wholeNumber('HTTP_IDLE_TIMEOUT_SECONDS', 1, 3600, 120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: wholeNumber('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', 1, 3600, 65),
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  WEB_SSR_DIR: z.string().default('apps/web/dist-ssr'),
  // Rezervo itself as the supplier on its tax invoices (decision 033); the defaults are demo values.
  SUPPLIER_NAME: z.string().default('Rezervo s.r.o.'),
  SUPPLIER_STREET: z.string().default('Vinohradská'),
  SUPPLIER_HOUSE_NUMBER: z.string().default('1234/56'),
  SUPPLIER_CITY: z.string().default('Praha 2'),
  SUPPLIER_ZIP: z.string().default('120 00'),
  SUPPLIER_CIN: z.string().default('12345679'),
  SUPPLIER_TIN: z.string().default('CZ12345679'),
  SUPPLIER_IBAN: z.string().default('CZ6508000000192000145399'),
  SUPPLIER_BIC: z.string().default('GIBACZPX'),
  SUPPLIER_EMAIL: z.string().default('fakturace@rezervo.local'),
  SUPPLIER_REGISTRATION: z
    .string()
    .default(
      'Společnost je zapsána v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000.',
    ),
  INVOICE_DUE_DAYS: wholeNumber('INVOICE_DUE_DAYS', 0, 90, 14),
  // The card payment provider (decision 034): all three keys, or none (then bank transfer only).
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Another address of the provider's API: a local fake in tests, a mock server in development. */
  STRIPE_API_URL: optionalUrl('STRIPE_API_URL', ['http:', 'https:']),
  /** Where the platform's own alerts go (a card refund still pending after a day, decision 056); optional. */
  PLATFORM_ADMIN_EMAIL: optionalEmail('PLATFORM_ADMIN_EMAIL'),
  METRICS_TOKEN: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || value.length >= 16, {
      message: 'METRICS_TOKEN must be at least 16 characters long',
    }),
  METRICS_PORT: wholeNumber('METRICS_PORT', 1, 65535, 0),
})

export interface AppConfig {
  env: 'development' | 'production' | 'test'
  host: string
  port: number
  appUrl: string
  appSecret: string
  dataDir: string
  databaseUrl: string | undefined
  /**
   * A streaming replica of DATABASE_URL for the reads that may lag (decision 064; db/lag-tolerant-reads.ts),
   * or undefined: every read on the primary.
   */
  databaseReadUrl: string | undefined
  databasePoolMax: number
  seedDemo: boolean
  /** How many days ahead the demo barbershop already has bookings; 0 leaves the future free (e2e tests). */
  demoUpcomingDays: number
  featuredBranchSlug: string | undefined
  logLevel: string
  bodyLimitBytes: number
  trustProxy: TrustedProxies
  smtpUrl: string | undefined
  mailFrom: string
  smsGatewayUrl: string | undefined
  smsGatewayKey: string | undefined
  outboxWorker: boolean
  outbox: {
    pollIntervalMs: number
    maxTries: number
    leaseSeconds: number
    retryBaseSeconds: number
    retryMaxSeconds: number
  }
  /**
   * On SIGTERM or SIGINT, how long requests in flight and the outbox worker's sends may still take before their
   * connections are cut and the worker's claims are handed back; below the orchestrator's kill timeout.
   */
  shutdownTimeoutSeconds: number
  /** How long a client may take to send its request (docs/deploy.md "Slow clients"), in seconds. */
  httpTimeouts: {
    /** The request line and headers, from the connection's first byte. */
    headersSeconds: number
    /** The whole request, headers and body. */
    requestSeconds: number
    /** A connection with no bytes either way. */
    idleSeconds: number
    /** An idle kept-alive connection between requests: longer than the proxy's own idle timeout. */
    keepAliveSeconds: number
  }
  webDistDir: string | undefined
  /** The web app's server bundle (vite build --ssr) that renders public pages to HTML; optional. */
  webSsrDir: string | undefined
  /** Rezervo as the supplier on its tax invoices, and how many days a transfer invoice gives to pay. */
  invoicing: {
    supplier: {
      name: string
      street: string
      houseNumber: string
      city: string
      zip: string
      country: string
      cin: string
      tin: string
      iban: string
      bic: string
      email: string
      /** The commercial register entry an s.r.o. must print on its documents. */
      registration: string
    }
    dueDays: number
  }
  /** The card payment provider's keys (decision 034); undefined without them: bank transfer only. */
  stripe:
    | {
        secretKey: string
        publishableKey: string
        webhookSecret: string
        /** Where the provider's API is, when not its own address (tests point it at a local fake). */
        apiUrl: string | undefined
      }
    | undefined
  /** The platform admin's address for alerts that need a person (decision 056), or undefined. */
  platformAdminEmail: string | undefined
  /**
   * GET /metrics for Prometheus (decision 066): answered only with `Authorization: Bearer <token>`; without a
   * token configured it answers 404. With `port`, it is served on that port alone, not on the app's.
   */
  metrics: { token: string | undefined; port: number | undefined }
}

export class ConfigError extends Error {}

/**
 * The PGlite data folder DATA_DIR names (default ./data), absolute: a relative one is read from where the command
 * was started (npm's INIT_CWD), not from the workspace folder npm runs scripts in. Exported for db:move, which
 * needs this one setting and not the server's others.
 */
export function resolveDataDir(environment: Record<string, string | undefined> = process.env): string {
  const dataDir = environment.DATA_DIR ?? './data'
  return isAbsolute(dataDir) ? dataDir : resolve(environment.INIT_CWD ?? process.cwd(), dataDir)
}

/** Parses the environment; a bad value throws ConfigError with one readable line. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const result = environmentSchema.safeParse(environment)
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => issue.message).join('; '))
  }
  const env = result.data
  if (env.NODE_ENV === 'production' && (!env.APP_SECRET || env.APP_SECRET.length < 32)) {
    throw new ConfigError('APP_SECRET must be set to at least 32 characters in production')
  }
  if (env.NODE_ENV === 'production' && !env.APP_URL) {
    throw new ConfigError(
      'APP_URL must be set in production: the public address that links in emails point to',
    )
  }
  if (env.APP_SECRET !== undefined && env.APP_SECRET.length < 32) {
    throw new ConfigError('APP_SECRET must be at least 32 characters long')
  }
  if (!isValidCin(env.SUPPLIER_CIN))
    throw new ConfigError('SUPPLIER_CIN must be an IČO: 8 digits with a valid check digit')
  if (!isValidTin(env.SUPPLIER_TIN))
    throw new ConfigError('SUPPLIER_TIN must be a Czech DIČ: CZ and 8 to 10 digits')
  if (!isValidIban(env.SUPPLIER_IBAN)) throw new ConfigError('SUPPLIER_IBAN must be a valid IBAN')
  if (env.HTTP_REQUEST_TIMEOUT_SECONDS < env.HTTP_HEADERS_TIMEOUT_SECONDS)
    throw new ConfigError(
      'HTTP_REQUEST_TIMEOUT_SECONDS must not be shorter than HTTP_HEADERS_TIMEOUT_SECONDS',
    )
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a replica is of a PostgreSQL primary')
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET]
  const stripeKeysGiven = stripeKeys.filter((key) => key !== undefined && key !== '').length
  if (stripeKeysGiven !== 0 && stripeKeysGiven !== 3)
    throw new ConfigError(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together (or none, for bank transfer only)',
    )
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    appUrl: env.APP_URL ?? `http://localhost:${env.PORT}`,
    appSecret: env.APP_SECRET ?? DEV_APP_SECRET,
    dataDir: resolveDataDir(environment),
    databaseUrl: env.DATABASE_URL,
    databaseReadUrl: env.DATABASE_READ_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    seedDemo: env.SEED_DEMO,
    demoUpcomingDays: env.DEMO_UPCOMING_DAYS,
    featuredBranchSlug: env.FEATURED_BRANCH_SLUG,
    logLevel: env.LOG_LEVEL,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    smsGatewayUrl: env.SMS_GATEWAY_URL,
    smsGatewayKey: env.SMS_GATEWAY_KEY,
    outboxWorker: env.OUTBOX_WORKER,
    outbox: {
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
      maxTries: env.OUTBOX_MAX_TRIES,
      leaseSeconds: env.OUTBOX_LEASE_SECONDS,
      retryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
      retryMaxSeconds: env.OUTBOX_RETRY_MAX_SECONDS,
    },
    shutdownTimeoutSeconds: env.SHUTDOWN_TIMEOUT_SECONDS,
    httpTimeouts: {
      headersSeconds: env.HTTP_HEADERS_TIMEOUT_SECONDS,
      requestSeconds: env.HTTP_REQUEST_TIMEOUT_SECONDS,
      idleSeconds: env.HTTP_IDLE_TIMEOUT_SECONDS,
      keepAliveSeconds: env.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS,
    },
    webDistDir: isAbsolute(env.WEB_DIST_DIR) ? env.WEB_DIST_DIR : resolve(repoRoot, env.WEB_DIST_DIR),
    webSsrDir: isAbsolute(env.WEB_SSR_DIR) ? env.WEB_SSR_DIR : resolve(repoRoot, env.WEB_SSR_DIR),
    invoicing: {
      supplier: {
        name: env.SUPPLIER_NAME,
        street: env.SUPPLIER_STREET,
        houseNumber: env.SUPPLIER_HOUSE_NUMBER,
        city: env.SUPPLIER_CITY,
        zip: env.SUPPLIER_ZIP,
        country: 'CZ',
        cin: env.SUPPLIER_CIN,
        tin: env.SUPPLIER_TIN,
        iban: env.SUPPLIER_IBAN,
        bic: env.SUPPLIER_BIC,
        email: env.SUPPLIER_EMAIL,
        registration: env.SUPPLIER_REGISTRATION,
      },
      dueDays: env.INVOICE_DUE_DAYS,
    },
    stripe:
      stripeKeysGiven === 3
        ? {
            secretKey: env.STRIPE_SECRET_KEY ?? '',
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? '',
            webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? '',
            apiUrl: env.STRIPE_API_URL,
          }
        : undefined,
    platformAdminEmail: env.PLATFORM_ADMIN_EMAIL,
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT || undefined },
  }
}
