import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inOneTransaction, type BulkPath } from '../../cms/database'
import type { User } from '../../cms/payload-types'
import { applyPlan } from '../../cms/services/catalogue-io/apply'
import { exportRows, loadCatalogue } from '../../cms/services/catalogue-io/catalogue'
import { planImport, type ImportPlan } from '../../cms/services/catalogue-io/plan'
import { revertImport } from '../../cms/services/catalogue-io/revert'
import { readUploadedSheet, writeSheet } from '../../cms/services/catalogue-io/sheet'
import { makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * The database boundary's two implementations of the import's bulk writes (cms/database/bulk.ts): SQLite's
 * statements on Payload's tables and the general one through Payload's database API, which MongoDB takes. The same
 * price revision is applied by each to the same catalogue, each in a transaction rolled back once its result is read,
 * so both start from the same database: they must leave the same products, latest versions, audit entries, change
 * records and import record.
 */
let payload: Payload
let cleanup: () => Promise<void>
let editor: User & { collection: 'users' }
const NO_IMAGES = { library: new Map<string, string>(), zip: new Set<string>(), unreadable: new Set<string>() }
const NO_ZIP = { files: new Map(), unreadable: new Set<string>() }
/** Ids of the audit entries and change records the fixtures wrote, left out of what an import leaves. */
const written = { audit: new Set<string>(), changes: new Set<string>() }

/** A plan raising every price of the catalogue by a tenth (MRP) and a twentieth (Our price). */
async function priceRevision(req: PayloadRequest): Promise<ImportPlan> {
  const catalogue = await loadCatalogue(req)
  const rows = [...exportRows(catalogue)].map((row) => {
    const cells = [...row]
    cells[10] = Math.round(Number(cells[10]) * 110) / 100
    cells[11] = Math.round(Number(cells[11]) * 105) / 100
    return cells
  })
  return planImport('revision.csv', await readUploadedSheet(new Uint8Array(await writeSheet(rows, 'csv'))), catalogue, NO_IMAGES)
}

const withoutTimes = <T extends { updatedAt?: unknown; createdAt?: unknown }>({ updatedAt: _u, createdAt: _c, ...rest }: T) => rest
const byJson = <T>(list: T[]) => list.map((item) => JSON.stringify(item)).sort()

/** What the database holds, read with `req` (inside its transaction), without the times a write stamps. */
async function databaseState(req: PayloadRequest) {
  const read = { req, depth: 0, pagination: false } as const
  const products = await payload.find({ collection: 'products', sort: 'slug', ...read })
  const versions = await payload.findVersions({ collection: 'products', sort: 'createdAt', ...read })
  const audit = await payload.find({ collection: 'audit-entries', ...read })
  const changes = await payload.find({ collection: 'catalogue-changes', ...read })
  const imports = await payload.find({ collection: 'catalogue-imports', ...read })
  return {
    products: products.docs.map(withoutTimes),
    versions: byJson(versions.docs.map(({ parent, latest, version }) => ({ parent, latest, version: withoutTimes(version) }))),
    audit: byJson(
      audit.docs
        .filter((entry) => !written.audit.has(String(entry.id)))
        .map(({ source, documentId, documentLabel, action, summary, by, byEmail, changes: described }) => ({
          source,
          documentId,
          documentLabel,
          action,
          summary,
          by,
          byEmail,
          changes: (described ?? []).map(({ path, label, from, to }) => ({ path, label, from, to })),
        })),
    ),
    changes: byJson(
      changes.docs
        .filter((record) => !written.changes.has(String(record.id)))
        .map(({ kind, ids, prices }) => ({ kind, ids, products: (prices as { products?: unknown } | null)?.products ?? null })),
    ),
    imports: imports.docs.map(({ fileName, counts, appliedBy, entries }) => ({
      fileName,
      counts,
      appliedBy,
      entries: ((entries ?? []) as Record<string, unknown>[]).map(({ updatedAt: _u, ...entry }) => entry),
    })),
  }
}

type State = Awaited<ReturnType<typeof databaseState>>

class RolledBack extends Error {
  constructor(readonly states: { applied: State; reverted: State }) {
    super('rolled back once read')
  }
}

/**
 * What a price revision applied by `how` leaves, and then its revert, read in one transaction, which is then rolled
 * back.
 */
async function revisionThrough(how: BulkPath) {
  const req = await createLocalReq({ user: editor }, payload)
  const plan = await priceRevision(req)
  const outcome = await inOneTransaction(req, async () => {
    const importId = await applyPlan(req, plan, NO_ZIP, how)
    const applied = await databaseState(req)
    await revertImport(req, importId, how)
    throw new RolledBack({ applied, reverted: await databaseState(req) })
  }).catch((error: unknown) => error)
  if (!(outcome instanceof RolledBack)) throw outcome
  return outcome.states
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('catalogue-import-parity'))
  editor = await makeStaff(payload, ['catalogue-editor'])
  await makeProduct(payload)
  const draft = await makeProduct(payload, 'draft')
  await payload.update({ collection: 'products', id: draft.id, data: { genericName: 'Polyglactin 910' }, draft: true })
  const traded = await makeProduct(payload)
  const [size] = traded.variants!
  await payload.update({
    collection: 'products',
    id: traded.id,
    data: {
      variants: [
        {
          ...size!,
          codes: [
            { ...size!.codes![0]!, minQuantity: 2, multipleOf: 2, tiers: [{ minQuantity: 10, price: 40_000 }] },
            { shortCode: `${size!.codes![0]!.shortCode}-B`, originalPrice: 20_000, discountedPrice: 15_000 },
          ],
        },
        {
          size: '4-0',
          codes: [{ shortCode: `${size!.codes![0]!.shortCode}-C`, fullCode: 'FULL-C', originalPrice: 9_900, discountedPrice: 9_900 }],
        },
      ],
    },
  })
  const read = { depth: 0, pagination: false } as const
  for (const entry of (await payload.find({ collection: 'audit-entries', ...read })).docs) written.audit.add(String(entry.id))
  for (const record of (await payload.find({ collection: 'catalogue-changes', ...read })).docs) written.changes.add(String(record.id))
})
afterAll(() => cleanup())

describe("the import's bulk writes on SQLite and through Payload's database API", () => {
  it('leave the same products, versions, audit entries, change records and import record, applied and reverted', async () => {
    const before = await databaseState(await createLocalReq({}, payload))
    const bulk = await revisionThrough({})
    const general = await revisionThrough({ generic: true })

    expect(bulk.applied.products).not.toEqual(before.products)
    expect(bulk.applied.audit).toHaveLength(3)
    expect(bulk.applied.changes.some((record) => record.includes('"kind":"prices"'))).toBe(true)
    for (const stage of ['applied', 'reverted'] as const) {
      expect(bulk[stage].products).toEqual(general[stage].products)
      expect(bulk[stage].versions).toEqual(general[stage].versions)
      expect(bulk[stage].audit).toEqual(general[stage].audit)
      expect(bulk[stage].changes).toEqual(general[stage].changes)
      expect(bulk[stage].imports).toEqual(general[stage].imports)
    }
    expect(bulk.reverted.products).toEqual(before.products)
    expect(bulk.reverted.audit).toHaveLength(6)
    expect(await databaseState(await createLocalReq({}, payload))).toEqual(before)
  })
})
