import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ConfigError, loadEnv } from './env'

const tempRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'nuvo-env-'))

describe('configuration checked at start-up', () => {
  it('production without PAYLOAD_SECRET stops with a clear message', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', APP_ROOT: tempRoot() })).toThrow(ConfigError)
    expect(() => loadEnv({ NODE_ENV: 'production', APP_ROOT: tempRoot() })).toThrow(/PAYLOAD_SECRET is not set/)
  })

  it('development generates a secret once and keeps it under data/', () => {
    const root = tempRoot()
    const first = loadEnv({ NODE_ENV: 'development', APP_ROOT: root })
    const second = loadEnv({ NODE_ENV: 'development', APP_ROOT: root })
    expect(first.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(second.payloadSecret).toBe(first.payloadSecret)
    expect(fs.existsSync(path.join(root, 'data/.payload-secret'))).toBe(true)
  })

  it('defaults to the embedded SQLite file under data/ and the local origin', () => {
    const root = tempRoot()
    const env = loadEnv({ APP_ROOT: root, PAYLOAD_SECRET: 's' })
    expect(env.databaseUri).toBe(`file:${path.join(root, 'data/shop.db')}`)
    expect(env.publicUrl).toBe('http://localhost:3000')
  })

  it('refuses a malformed port', () => {
    expect(() => loadEnv({ PORT: 'eighty', PAYLOAD_SECRET: 's', APP_ROOT: tempRoot() })).toThrow(/PORT/)
  })

  it("parses the production server's worker count and heap cap, refusing wrong values with the setting's name", () => {
    const base = { PAYLOAD_SECRET: 's', APP_ROOT: tempRoot() }
    expect(loadEnv({ ...base, WEB_CONCURRENCY: '2', WORKER_HEAP_MB: 'off' })).toMatchObject({ WEB_CONCURRENCY: 2, WORKER_HEAP_MB: null })
    expect(loadEnv(base).WORKER_HEAP_MB).toBe(384)
    expect(() => loadEnv({ ...base, WEB_CONCURRENCY: 'many' })).toThrow(
      /WEB_CONCURRENCY: WEB_CONCURRENCY must be a positive integer, got "many"/,
    )
    expect(() => loadEnv({ ...base, WORKER_HEAP_MB: '8' })).toThrow(/WORKER_HEAP_MB: WORKER_HEAP_MB must be a whole number of megabytes/)
  })

  it('refuses an unknown log level and a short metrics token, naming the setting', () => {
    const base = { PAYLOAD_SECRET: 's', APP_ROOT: tempRoot() }
    expect(() => loadEnv({ ...base, LOG_LEVEL: 'verbose' })).toThrow(/LOG_LEVEL is one of fatal, error, warn, info, debug, trace, silent/)
    expect(() => loadEnv({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/)
    const env = loadEnv({ ...base, LOG_LEVEL: 'debug', METRICS_TOKEN: 'a-long-enough-metrics-token' })
    expect([env.LOG_LEVEL, env.METRICS_TOKEN]).toEqual(['debug', 'a-long-enough-metrics-token'])
    expect(loadEnv(base).LOG_LEVEL).toBe('info')
  })
})

describe('e-invoicing settings', () => {
  const base = { PAYLOAD_SECRET: 's', APP_ROOT: tempRoot() }
  const gsp = {
    GSP_BASE_URL: 'https://gsp.example.com',
    GSP_CLIENT_ID: 'client',
    GSP_CLIENT_SECRET: 'client-secret',
    GSP_USERNAME: 'api-user',
    GSP_PASSWORD: 'api-password',
  }

  it('are off by default and need nothing', () => {
    expect(loadEnv(base)).toMatchObject({ EINVOICE_ENABLED: false, EINVOICE_30_DAY_LIMIT: false })
  })

  it('refuse to start with e-invoicing on and GSP settings missing, naming each missing one', () => {
    expect(() => loadEnv({ ...base, EINVOICE_ENABLED: 'true', GSP_BASE_URL: gsp.GSP_BASE_URL, GSP_USERNAME: 'api-user' })).toThrow(
      /EINVOICE_ENABLED is on but GSP_CLIENT_ID, GSP_CLIENT_SECRET, GSP_PASSWORD are not set/,
    )
    expect(() => loadEnv({ ...base, ...gsp, EINVOICE_ENABLED: 'on', GSP_PASSWORD: ' ' })).toThrow(/but GSP_PASSWORD is not set/)
    expect(loadEnv({ ...base, ...gsp, EINVOICE_ENABLED: 'true', EINVOICE_30_DAY_LIMIT: '1' })).toMatchObject({
      EINVOICE_ENABLED: true,
      EINVOICE_30_DAY_LIMIT: true,
    })
  })

  it('work the queue every 10 s unless told otherwise, refusing a period that is not a number of milliseconds', () => {
    expect(loadEnv(base).EINVOICE_QUEUE_MS).toBe(10_000)
    expect(loadEnv({ ...base, EINVOICE_QUEUE_MS: '300' }).EINVOICE_QUEUE_MS).toBe(300)
    expect(() => loadEnv({ ...base, EINVOICE_QUEUE_MS: 'soon' })).toThrow(
      /EINVOICE_QUEUE_MS: EINVOICE_QUEUE_MS is a number of milliseconds/,
    )
    expect(() => loadEnv({ ...base, EINVOICE_QUEUE_MS: '50' })).toThrow(/EINVOICE_QUEUE_MS is at least 100/)
  })

  it('refuse a switch that is neither on nor off', () => {
    expect(() => loadEnv({ ...base, ...gsp, EINVOICE_ENABLED: 'yes please' })).toThrow(/EINVOICE_ENABLED is true or false/)
  })
})
