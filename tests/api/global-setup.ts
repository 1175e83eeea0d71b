import type {} from 'vitest'
import type { TestProject } from 'vitest/node'

import { BACKORDER_PRODUCT, LOW_STOCK_CODE, OUT_OF_STOCK_CODE } from '../../seed/data/stock'
import { startStack } from '../helpers/stack'
import { SEED_LOGINS } from '../helpers/test-keys'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    razorpayUrl: string
    resendUrl: string
    /** The server's SQLite file, for the few tests that must age a record the API never backdates. */
    databaseFile: string
  }
}

/** The seed's codes kept as they are: the low, sold-out and backorder states that tests read. */
const KEPT_AS_SEEDED = new Set<string>([LOW_STOCK_CODE, OUT_OF_STOCK_CODE, BACKORDER_PRODUCT.soldOutCode])

/**
 * Every order reserves its units, and the whole suite orders the seed's first codes hundreds of times on this one
 * server: each seeded code (but those kept as seeded) gets a lot of plenty, expiring last, so it is picked last.
 */
async function stockUpSeededCodes(baseUrl: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(SEED_LOGINS.admin),
  })
  const { token } = (await login.json()) as { token: string }
  // Every product at once is the staff's to ask for.
  const listed = await fetch(`${baseUrl}/api/products?pagination=false&depth=0&select[variants]=true&where[_status][equals]=published`, {
    headers: { Authorization: `JWT ${token}` },
  })
  const { docs } = (await listed.json()) as { docs: { variants: { codes: { shortCode: string }[] }[] }[] }
  const codes = docs.flatMap((product) => product.variants.flatMap((variant) => variant.codes.map((code) => code.shortCode)))
  const lines = codes
    .filter((code) => !KEPT_AS_SEEDED.has(code))
    .map((code) => ({ code, lot: 'TEST-PLENTY', expiry: '2035-12', quantity: 100_000 }))
  // A receipt takes at most 500 lines.
  for (let start = 0; start < lines.length; start += 500) {
    const receipt = await fetch(`${baseUrl}/api/staff/stock/receipts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
      body: JSON.stringify({ lines: lines.slice(start, start + 500) }),
    })
    if (receipt.status !== 201) throw new Error(`Stocking the seeded codes failed: ${receipt.status} ${await receipt.text()}`)
  }
}

/** One seeded production server for the whole API suite, with fake Razorpay and Resend beside it. */
export default async function setup(project: TestProject) {
  // Unpaid online orders are swept every second instead of every minute (tests/api/unpaid-holds.test.ts).
  const stack = await startStack({ extraEnv: { UNPAID_HOLD_SWEEP_MS: '1000' } })
  await stockUpSeededCodes(stack.baseUrl)
  project.provide('baseUrl', stack.baseUrl)
  project.provide('razorpayUrl', stack.razorpayUrl)
  project.provide('resendUrl', stack.resendUrl)
  project.provide('databaseFile', stack.databaseFile)
  return () => stack.stop()
}
