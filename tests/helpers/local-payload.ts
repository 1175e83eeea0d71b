import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { removeClosedDatabase } from '../../cms/database'

/**
 * Payload's Local API on a fresh SQLite file (migrations applied on init). Call once per test file: vitest runs
 * each file in its own process, and the config reads DATABASE_URI when it is first imported.
 */
/**
 * What an order needs to ship in any test: the GST rates products choose from and the seller's tax identity (the
 * seed's examples), since shipping issues a GST invoice.
 */
async function prepareForInvoices(payload: Payload): Promise<void> {
  const { GST_RATES } = await import('../../seed/data/gst-rates')
  const { SITE_SETTINGS } = await import('../../seed/data/site-settings')
  for (const rate of GST_RATES) await payload.create({ collection: 'gst-rates', data: rate, depth: 0 })
  await payload.updateGlobal({ slug: 'site-settings', data: SITE_SETTINGS, depth: 0 })
}

export async function freshPayload(name: string): Promise<{ payload: Payload; cleanup(): Promise<void> }> {
  const file = path.join(os.tmpdir(), `nuvo-int-${name}-${process.pid}-${Date.now()}.db`)
  process.env.DATABASE_URI = `file:${file}`
  process.env.PAYLOAD_SECRET ??= 'integration-test-secret'
  const { getPayload } = await import('payload')
  const { default: config } = await import('../../payload.config')
  const payload = await getPayload({ config })
  await prepareForInvoices(payload)
  return {
    payload,
    async cleanup() {
      await payload.destroy?.()
      removeClosedDatabase(file)
    },
  }
}
