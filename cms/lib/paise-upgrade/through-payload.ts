import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

import {
  creditInPaise,
  emptyReport,
  importEntriesInPaise,
  linesInPaise,
  variantsInPaise,
  type Conversion,
  type PaiseUpgradeReport,
} from './convert'

type Doc = Record<string, unknown> & { id: string | number }

/** `updatedAt: null` keeps a document's time: a catalogue import is reverted only while products keep theirs. */
const KEEP_TIME = { updatedAt: null }

async function everyDoc(payload: Payload, req: PayloadRequest, collection: CollectionSlug, select?: Record<string, true>): Promise<Doc[]> {
  const { docs } = await payload.db.find<Doc>({ collection, pagination: false, limit: 0, req, select })
  return docs
}

/**
 * Whether another process recorded migration `name` after this one listed the applied migrations: read inside the
 * migration's transaction, it keeps two servers starting at once from converting the same values twice (the later
 * transaction sees the record, or fails on the rows the first one wrote).
 */
export async function recordedMeanwhile(payload: Payload, req: PayloadRequest, name: string): Promise<boolean> {
  const { docs } = await payload.db.find({ collection: 'payload-migrations', where: { name: { equals: name } }, limit: 1, req })
  return docs.length > 0
}

/** How many values `report` has converted so far: a document is written only when it held one. */
const convertedSoFar = (report: PaiseUpgradeReport) => Object.values(report.converted).reduce((sum, count) => sum + count, 0)

/**
 * Moves stored trade data from rupees to paise through the database adapter's own API, so it runs on MongoDB (where no
 * SQL migration applies) as well as on SQLite: quantity tiers of products and of their versions, price lists' lines,
 * credit limits, and the tier prices catalogue imports keep for "Revert". Hooks and validation are skipped and no
 * document's time changes. Run once, by a migration (a second run would multiply by 100 again); its `down` passes
 * the way back as `convert`.
 */
export async function tradePricesToPaise(payload: Payload, req: PayloadRequest, convert?: Conversion): Promise<PaiseUpgradeReport> {
  const report = emptyReport()
  for (const product of await everyDoc(payload, req, 'products', { variants: true })) {
    const before = convertedSoFar(report)
    const variants = variantsInPaise(product.variants, report, 'tier prices', convert)
    if (convertedSoFar(report) > before)
      await payload.db.updateOne({ collection: 'products', id: product.id, data: { variants, ...KEEP_TIME }, req, returning: false })
  }
  const { docs: versions } = await payload.db.findVersions<Doc>({ collection: 'products', pagination: false, limit: 0, req })
  for (const { id, version } of versions) {
    const before = convertedSoFar(report)
    const variants = variantsInPaise((version as Doc).variants, report, 'tier prices', convert)
    if (convertedSoFar(report) === before) continue
    await payload.db.updateVersion({
      collection: 'products',
      id: String(id),
      versionData: { version: { ...version, variants }, ...KEEP_TIME } as never,
      req,
      returning: false,
    })
  }
  for (const list of await everyDoc(payload, req, 'price-lists', { lines: true })) {
    const lines = linesInPaise(list.lines as never, report, convert)
    await payload.db.updateOne({ collection: 'price-lists', id: list.id, data: { lines, ...KEEP_TIME }, req, returning: false })
  }
  const { docs: customers } = await payload.db.find<Doc>({
    collection: 'customers',
    where: { 'credit.limit': { exists: true } },
    pagination: false,
    limit: 0,
    req,
  })
  for (const customer of customers) {
    const credit = creditInPaise(customer.credit as never, report, convert)
    await payload.db.updateOne({ collection: 'customers', id: customer.id, data: { credit, ...KEEP_TIME }, req, returning: false })
  }
  for (const record of await everyDoc(payload, req, 'catalogue-imports', { entries: true })) {
    const before = convertedSoFar(report)
    const entries = importEntriesInPaise(record.entries, report, convert)
    if (convertedSoFar(report) > before)
      await payload.db.updateOne({ collection: 'catalogue-imports', id: record.id, data: { entries, ...KEEP_TIME }, req, returning: false })
  }
  return report
}
