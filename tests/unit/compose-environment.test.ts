import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

import { loadEnv } from '../../cms/env'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * The app containers' environment as `docker compose` passes it when the operator sets only what the file demands:
 * `${NAME:-default}` and `${NAME-default}` become the default (often empty), `${NAME:?message}` the operator's value.
 */
function composeEnvironment(operator: Record<string, string>): Record<string, string> {
  const compose = parse(fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8')) as Record<string, unknown>
  const environment = compose['x-app-environment'] as Record<string, string | number | boolean>
  return Object.fromEntries(
    Object.entries(environment).map(([name, raw]) => {
      const value = String(raw).replace(/\$\{(\w+)(:-|-|:\?|\?)([^}]*)\}/g, (_, variable: string, kind: string, fallback: string) => {
        if (variable in operator) return operator[variable]!
        if (kind.endsWith('?')) throw new Error(`${variable} is required by docker-compose.yml and not given`)
        return fallback
      })
      return [name, value]
    }),
  )
}

describe('the production example (docker-compose.yml)', () => {
  it('starts with only the settings it asks for: empty optional settings keep their defaults', () => {
    const operator = {
      PAYLOAD_SECRET: 'a-long-random-secret-0123456789abcdef',
      S3_SECRET_ACCESS_KEY: 'minio-secret-0123456789',
      GSP_BASE_URL: 'https://gsp.example.com',
      GSP_CLIENT_ID: 'client',
      GSP_CLIENT_SECRET: 'client-secret',
      GSP_USERNAME: 'api-user',
      GSP_PASSWORD: 'api-password',
    }
    const environment = composeEnvironment(operator)
    expect(environment.EINVOICE_QUEUE_MS).toBe('')
    const env = loadEnv({ ...environment, APP_ROOT: fs.mkdtempSync(path.join(os.tmpdir(), 'compose-env-')) })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 3000,
      EINVOICE_ENABLED: true,
      EINVOICE_QUEUE_MS: 10_000,
      UNPAID_HOLD_SWEEP_MS: 60_000,
    })
  })
})
