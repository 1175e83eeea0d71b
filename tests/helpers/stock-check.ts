import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

import { expect, inject } from 'vitest'

import { TYPESCRIPT_NODE_ARGS } from '../../cms/lib/typescript-process.mjs'
const run = promisify(execFile)

/**
 * Runs `npm run stock:check` on the API tests' database and expects every balance to equal the sum of its movements.
 * Asynchronous: a test's idle connections to the server stay serviced while it runs.
 */
export async function expectStockCheckClean(): Promise<void> {
  const root = path.resolve(import.meta.dirname, '../..')
  const env = { ...process.env, DATABASE_URI: `file:${inject('databaseFile')}`, PAYLOAD_SECRET: 'stock-check-reads-only' }
  const checked = await run(process.execPath, [...TYPESCRIPT_NODE_ARGS, 'scripts/stock-check.ts'], { cwd: root, env }).catch(
    (error: { code?: number; stdout?: string; stderr?: string }) => error,
  )
  expect('code' in checked ? checked.code : 0, `${checked.stdout}${checked.stderr}`).toBe(0)
  expect(checked.stdout).toContain('every balance agrees with its movements')
}
