import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

import { LOG_LEVELS, parseWorkerCount, parseWorkerHeapMb } from './lib/server-shared.mjs'
import { mediaStorageFrom, type MediaStorage } from './storage/settings'

export { LOG_LEVELS }

/**
 * Configuration, checked once at start-up. In production a missing PAYLOAD_SECRET stops the server with a clear
 * message; in development a secret is generated once and kept under data/ so sessions survive restarts.
 */
const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

const rateLimitRule = optionalText.refine(
  (value) => value === undefined || /^[1-9][0-9]*\/[1-9][0-9]*$/.test(value),
  'A rate limit is written <requests>/<seconds>, e.g. 20/900',
)

/** A number setting: unset, empty or blank (as `docker compose` passes `${NAME:-}`) keeps the schema's default. */
const whole = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema)

/** A switch: `true`/`on`/`1` or `false`/`off`/`0`; unset or empty keeps the default. */
const flag = (name: string, fallback: boolean) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => !value || /^(true|on|1|false|off|0)$/.test(value), `${name} is true or false`)
    .transform((value) => (value ? /^(true|on|1)$/.test(value) : fallback))

/** A setting of the production server, parsed by the function scripts/serve.mjs uses too (cms/lib/server-shared.mjs). */
const serverSetting = <T>(parse: (value: string | undefined) => T) =>
  z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parse(value)
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) })
        return z.NEVER
      }
    })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: whole(z.coerce.number().int().min(1).max(65535).default(3000)),
  APP_ROOT: optionalText,
  DATABASE_URI: optionalText,
  PAYLOAD_SECRET: optionalText,
  PUBLIC_URL: optionalText,
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_BASE_URL: optionalText,
  RESEND_API_KEY: optionalText,
  RESEND_BASE_URL: optionalText,
  EMAIL_FROM: z.string().default('Nuvo Surgical <orders@example.com>'),
  STAFF_EMAIL: z.string().default('staff@example.com'),
  RATE_LIMIT_DISABLED: optionalText,
  /** How many reverse proxies in front of the server append to X-Forwarded-For; 0 (default) trusts none. */
  TRUST_PROXY: whole(z.coerce.number().int().min(0).max(10).default(0)),
  /** Per-IP limits as `<requests>/<seconds>`, e.g. `20/900`; unset keeps the defaults of services/rate-limit. */
  RATE_LIMIT_LOGIN: rateLimitRule,
  RATE_LIMIT_REGISTER: rateLimitRule,
  RATE_LIMIT_FORGOT_PASSWORD: rateLimitRule,
  RATE_LIMIT_RESET_PASSWORD: rateLimitRule,
  RATE_LIMIT_ENQUIRY: rateLimitRule,
  /**
   * Where rate limits are counted: `database` (default), shared by every process and server of the shop, or `memory`,
   * counted per process: only for a single process (WEB_CONCURRENCY=1, one server).
   */
  RATE_LIMIT_STORE: z.enum(['database', 'memory']).default('database'),
  RATE_LIMIT_FORGOT_PASSWORD_ACCOUNT: rateLimitRule,
  RATE_LIMIT_STAFF_LOGIN: rateLimitRule,
  RATE_LIMIT_STAFF_PASSWORD: rateLimitRule,
  RATE_LIMIT_LOGIN_FAILURES: rateLimitRule,
  RATE_LIMIT_DISCOUNT: rateLimitRule,
  RATE_LIMIT_PROFILE_EDIT: rateLimitRule,
  /** Uploaded media in an S3 bucket shared by every server (cms/storage/settings.ts); unset keeps them in data/media. */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: optionalText,
  S3_PREFIX: optionalText,
  /** Backups of the embedded database and media (cms/services/backup): folder, schedule in India time, retention. */
  BACKUP_DIR: optionalText,
  BACKUP_SCHEDULE: optionalText.refine(
    (value) => value === undefined || /^(off|daily@([01][0-9]|2[0-3]):[0-5][0-9])$/.test(value),
    'BACKUP_SCHEDULE is off or daily@HH:MM in India time, e.g. daily@02:00',
  ),
  /** When the daily email of expiring certificates goes to catalogue editors (India time): off, or daily@HH:MM. */
  CERTIFICATE_DIGEST_SCHEDULE: optionalText.refine(
    (value) => value === undefined || /^(off|daily@([01][0-9]|2[0-3]):[0-5][0-9])$/.test(value),
    'CERTIFICATE_DIGEST_SCHEDULE is off or daily@HH:MM in India time, e.g. daily@08:00',
  ),
  /** When admins and order managers get the daily stock email (near-expiry lots, codes to reorder): off, or daily@HH:MM. */
  STOCK_ALERT_SCHEDULE: optionalText.refine(
    (value) => value === undefined || /^(off|daily@([01][0-9]|2[0-3]):[0-5][0-9])$/.test(value),
    'STOCK_ALERT_SCHEDULE is off or daily@HH:MM in India time, e.g. daily@08:00',
  ),
  /** How often the server processes offer to release unpaid online orders' stock, in ms: a minute; tests shorten it. */
  UNPAID_HOLD_SWEEP_MS: whole(
    z.coerce
      .number({ error: 'UNPAID_HOLD_SWEEP_MS is a number of milliseconds' })
      .int()
      .min(250)
      .max(60 * 60_000)
      .default(60_000),
  ),
  BACKUP_KEEP_DAILY: whole(
    z.coerce
      .number({ error: 'BACKUP_KEEP_DAILY is a number of days' })
      .int()
      .min(1, 'BACKUP_KEEP_DAILY keeps at least 1')
      .max(366)
      .default(7),
  ),
  BACKUP_KEEP_WEEKLY: whole(z.coerce.number({ error: 'BACKUP_KEEP_WEEKLY is a number of weeks' }).int().min(0).max(520).default(4)),
  /** Worker processes of the production server (default one per core); 1 runs a single process. */
  WEB_CONCURRENCY: serverSetting(parseWorkerCount),
  /** Each worker's V8 heap cap in MB (default 384), or null for V8's own limit (`0` or `off`): decision 019. */
  WORKER_HEAP_MB: serverSetting(parseWorkerHeapMb),
  /** The server log's level (Payload's logger and the request lines); default info. */
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `LOG_LEVEL is one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /**
   * E-invoicing: invoices and credit notes to GSTIN holders registered on the IRP through a GSP (services/einvoice,
   * decision 058). On, it needs the GSP's address and the API user's credentials.
   */
  EINVOICE_ENABLED: flag('EINVOICE_ENABLED', false),
  GSP_BASE_URL: optionalText.refine((value) => value === undefined || /^https?:\/\//.test(value), 'GSP_BASE_URL is an http(s) address'),
  GSP_CLIENT_ID: optionalText,
  GSP_CLIENT_SECRET: optionalText,
  GSP_USERNAME: optionalText,
  GSP_PASSWORD: optionalText,
  /** Above ₹10 crore turnover a document must be registered within 30 days of its date: on, older ones are flagged. */
  EINVOICE_30_DAY_LIMIT: flag('EINVOICE_30_DAY_LIMIT', false),
  /** How often the server processes offer to work the e-invoice registration queue, in ms: 10 s; tests shorten it. */
  EINVOICE_QUEUE_MS: whole(
    z.coerce
      .number({ error: 'EINVOICE_QUEUE_MS is a number of milliseconds' })
      .int()
      .min(100, 'EINVOICE_QUEUE_MS is at least 100')
      .max(60 * 60_000, 'EINVOICE_QUEUE_MS is at most an hour')
      .default(10_000),
  ),
  /** The bearer token that opens GET /api/metrics; unset keeps it closed (404). */
  METRICS_TOKEN: optionalText.refine((value) => value === undefined || value.length >= 16, 'METRICS_TOKEN must be at least 16 characters'),
})

export type Env = z.infer<typeof envSchema> & {
  appRoot: string
  dataDir: string
  databaseUri: string
  payloadSecret: string
  publicUrl: string
  mediaStorage: MediaStorage
}

export class ConfigError extends Error {}

/** What e-invoicing needs to reach the GSP. */
const GSP_SETTINGS = ['GSP_BASE_URL', 'GSP_CLIENT_ID', 'GSP_CLIENT_SECRET', 'GSP_USERNAME', 'GSP_PASSWORD'] as const

function readOrCreateDevSecret(dataDir: string): string {
  const file = path.join(dataDir, '.payload-secret')
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim()
  fs.mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  fs.writeFileSync(file, secret, { mode: 0o600 })
  return secret
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = envSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
    throw new ConfigError(`Invalid configuration:\n${problems}`)
  }
  const env = parsed.data
  const { storage: mediaStorage, problems: storageProblems } = mediaStorageFrom(env)
  if (storageProblems.length) {
    throw new ConfigError(`Invalid media storage configuration:\n${storageProblems.map((problem) => `  ${problem}`).join('\n')}`)
  }
  const building = source.NEXT_PHASE === 'phase-production-build'
  const missingGsp = GSP_SETTINGS.filter((name) => !env[name])
  if (env.EINVOICE_ENABLED && missingGsp.length > 0 && !building) {
    throw new ConfigError(
      `EINVOICE_ENABLED is on but ${missingGsp.join(', ')} ${missingGsp.length === 1 ? 'is' : 'are'} not set: set the GSP's address and API credentials, or EINVOICE_ENABLED=false.`,
    )
  }
  const appRoot = path.resolve(env.APP_ROOT ?? process.cwd())
  const dataDir = path.join(appRoot, 'data')
  let payloadSecret = env.PAYLOAD_SECRET
  // `next build` evaluates the config to collect routes; nothing is signed then, and the real secret comes at start.
  if (!payloadSecret && building) payloadSecret = 'build-time-placeholder-never-used-to-sign'
  if (!payloadSecret) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError('PAYLOAD_SECRET is not set. Production needs a long random secret: set PAYLOAD_SECRET in the environment.')
    }
    payloadSecret = readOrCreateDevSecret(dataDir)
  }
  return {
    ...env,
    appRoot,
    dataDir,
    databaseUri: env.DATABASE_URI ?? `file:${path.join(dataDir, 'shop.db')}`,
    payloadSecret,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    mediaStorage,
  }
}

let cached: Env | undefined

/** The process-wide configuration (read once). */
export function env(): Env {
  cached ??= loadEnv()
  return cached
}
