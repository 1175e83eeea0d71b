import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EMPTY_SNAPSHOT, ValuePool, patchSnapshot } from '../../cms/services/catalogue/assemble'
import { buildCodeIndex, codeIndex } from '../../cms/services/catalogue/code-index'
import { readWholeCatalogue } from '../../cms/services/catalogue/read'
import { buildProductSearch, productSearch } from '../../cms/services/catalogue/search-index'
import { catalogue } from '../../cms/services/catalogue/snapshot'
import type { Product } from '../../cms/payload-types'
import { applyPlan } from '../../cms/services/catalogue-io/apply'
import { exportRows, loadCatalogue } from '../../cms/services/catalogue-io/catalogue'
import { planImport, type ImportPlan } from '../../cms/services/catalogue-io/plan'
import { revertImport } from '../../cms/services/catalogue-io/revert'
import { readUploadedSheet, writeSheet } from '../../cms/services/catalogue-io/sheet'
import { makeProduct, makeStaff } from '../helpers/fixtures'
import { freshPayload } from '../helpers/local-payload'

/**
 * The import's SQLite fast paths (one query per table to read the catalogue, bulk writes of price-only rows) against
 * its generic path through Payload's API, the one other adapters take: both must leave the same catalogue.
 */
let payload: Payload
let cleanup: () => Promise<void>
let req: PayloadRequest
const NO_IMAGES = { library: new Map<string, string>(), zip: new Set<string>(), unreadable: new Set<string>() }

/** Products and their latest versions (what the admin edits) without the times a write stamps. */
async function catalogueState() {
  const { docs } = await payload.find({ collection: 'products', depth: 0, pagination: false, sort: 'slug' })
  const latest = await Promise.all(docs.map((doc) => payload.findByID({ collection: 'products', id: doc.id, draft: true, depth: 0 })))
  const withoutTimes = ({ updatedAt: _u, createdAt: _c, ...rest }: Product) => rest
  return { products: docs.map(withoutTimes), latest: latest.map(withoutTimes) }
}

/** A plan raising every price of the catalogue by a tenth (MRP) and a twentieth (Our price). */
async function priceRevision(): Promise<ImportPlan> {
  const catalogue = await loadCatalogue(req)
  const rows = [...exportRows(catalogue)].map((row) => {
    const cells = [...row]
    cells[10] = Math.round(Number(cells[10]) * 110) / 100
    cells[11] = Math.round(Number(cells[11]) * 105) / 100
    return cells
  })
  return planImport('revision.csv', await readUploadedSheet(new Uint8Array(await writeSheet(rows, 'csv'))), catalogue, NO_IMAGES)
}

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('catalogue-import-paths'))
  const editor = await makeStaff(payload, ['catalogue-editor'])
  req = await createLocalReq({ user: editor }, payload)
  await makeProduct(payload)
  await makeProduct(payload, 'draft')
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
})
afterAll(() => cleanup())

describe('the catalogue import on SQLite and through Payload', () => {
  it('reads the same catalogue from the tables as through Payload', async () => {
    const fromTables = await loadCatalogue(req)
    const throughPayload = await loadCatalogue(req, undefined, { generic: true })
    expect(fromTables.products.length).toBe(3)
    expect(fromTables).toEqual(throughPayload)
  })

  it('writes a price revision, its audit entries, and its revert, to the same catalogue by both paths', async () => {
    const before = await catalogueState()
    const plan = await priceRevision()
    expect(plan.writes).toEqual([])
    expect(plan.prices.flatMap((product) => product.codes)).toHaveLength(5)

    const fast = await applyPlan(req, plan, { files: new Map(), unreadable: new Set() })
    const afterFast = await catalogueState()
    expect(afterFast).not.toEqual(before)
    const tradedCode = afterFast.products.flatMap((product) => product.variants ?? []).flatMap((size) => size.codes ?? [])
    expect(tradedCode.find((code) => code.multipleOf === 2)).toMatchObject({ minQuantity: 2, tiers: [{ minQuantity: 10, price: 40_000 }] })
    const entriesAfterFast = await payload.find({ collection: 'audit-entries', pagination: false, sort: 'documentId', depth: 0 })
    expect(entriesAfterFast.docs).toHaveLength(3)
    expect(await revertImport(req, fast)).toMatchObject({ skipped: [] })
    expect(await catalogueState()).toEqual(before)

    const generic = await applyPlan(req, await priceRevision(), { files: new Map(), unreadable: new Set() }, { generic: true })
    expect(await catalogueState()).toEqual(afterFast)
    const entriesAfterGeneric = await payload.find({
      collection: 'audit-entries',
      where: { createdAt: { greater_than: entriesAfterFast.docs[0]!.createdAt } },
      pagination: false,
      sort: 'documentId',
      depth: 0,
    })
    // The revert's three entries, then the generic apply's: the same summaries as the fast apply's.
    const summaries = (docs: { summary: string }[]) => docs.map((doc) => doc.summary).sort()
    expect(summaries(entriesAfterGeneric.docs).filter((summary) => summaries(entriesAfterFast.docs).includes(summary))).toHaveLength(3)
    expect(await revertImport(req, generic, { generic: true })).toMatchObject({ skipped: [] })
    expect(await catalogueState()).toEqual(before)
  })

  it('writes the audit entry an admin edit of the same prices writes', async () => {
    const product = await makeProduct(payload)
    const code = product.variants![0]!.codes![0]!
    const plan = await priceRevision()
    const planned = plan.prices.find((write) => write.productId === product.id)!
    await applyPlan(req, { ...plan, prices: [planned] }, { files: new Map(), unreadable: new Set() })
    const [bulk] = (await payload.find({ collection: 'audit-entries', where: { documentId: { equals: product.id } }, depth: 0 })).docs
    const twin = await makeProduct(payload)
    const twinCode = twin.variants![0]!.codes![0]!
    const after = planned.codes[0]!.after
    await payload.update({
      collection: 'products',
      id: twin.id,
      data: { variants: [{ ...twin.variants![0]!, codes: [{ ...twinCode, ...after }] }] },
      overrideAccess: false,
      user: req.user,
    })
    const [byHook] = (await payload.find({ collection: 'audit-entries', where: { documentId: { equals: twin.id } }, depth: 0 })).docs
    const named = (summary: string, name: string, shortCode: string) => summary.replace(name, 'NAME').replaceAll(shortCode, 'CODE')
    expect(named(bulk!.summary, product.name, code.shortCode)).toBe(named(byHook!.summary, twin.name, twinCode.shortCode))
    const changes = (entry: typeof bulk) => entry!.changes!.map(({ path, from, to }) => ({ path, from, to }))
    expect(changes(bulk)).toEqual(changes(byHook))
  })

  it("serves a revision's prices in this process's catalogue as soon as the apply answers, and the old ones after the revert", async () => {
    const ourPrices = async () =>
      [...(await catalogue(payload)).priceList.values()].flatMap((product) =>
        product.variants.flatMap((size) => size.codes.map((code) => [code.shortCode, code.discountedPrice] as const)),
      )
    const before = await ourPrices()
    const plan = await priceRevision()
    const revised = new Map(plan.prices.flatMap((product) => product.codes.map((code) => [code.shortCode, code.after.discountedPrice])))

    const applied = await applyPlan(req, plan, { files: new Map(), unreadable: new Set() })
    const after = await ourPrices()
    expect(after.filter(([shortCode]) => revised.has(shortCode))).toEqual(
      after.filter(([shortCode]) => revised.has(shortCode)).map(([shortCode]) => [shortCode, revised.get(shortCode)]),
    )
    expect(after.some(([shortCode]) => revised.has(shortCode))).toBe(true)

    await revertImport(req, applied)
    expect(await ourPrices()).toEqual(before)
  })

  it('patches the prices of a revision and of its revert into the catalogue exactly as reading it again gives them', async () => {
    const held = await catalogue(payload)
    const [probe] = held.products
    await (await productSearch(payload)).search(probe!.name, 5)
    const expectSameAsWholeRead = async () => {
      const patched = await catalogue(payload)
      const whole = patchSnapshot(EMPTY_SNAPSHOT, await readWholeCatalogue(payload, new ValuePool(), EMPTY_SNAPSHOT)).snapshot
      expect(patched.products).toEqual(whole.products)
      expect([...patched.priceList]).toEqual([...whole.priceList])
      expect(patched.cards).toEqual(whole.cards)
      const codes = whole.products.flatMap((product) => product.variants.flatMap((size) => size.codes.map((code) => code.shortCode)))
      const [patchedIndex, wholeIndex] = [await codeIndex(payload), buildCodeIndex(whole)]
      for (const code of codes) expect(patchedIndex.lookup(code)).toEqual(wholeIndex.lookup(code))
      expect((await productSearch(payload)).search(probe!.name, 5)).toEqual(buildProductSearch(whole, wholeIndex).search(probe!.name, 5))
      return patched
    }

    const plan = await priceRevision()
    const applied = await applyPlan(req, plan, { files: new Map(), unreadable: new Set() })
    const revised = await expectSameAsWholeRead()
    expect(revised.productById.get(probe!._id)!.priceRange).not.toEqual(probe!.priceRange)
    expect(revised.productById.get(probe!._id)!.updatedAt).not.toBe(probe!.updatedAt)

    await revertImport(req, applied)
    const reverted = await expectSameAsWholeRead()
    expect(reverted.productById.get(probe!._id)!.priceRange).toEqual(probe!.priceRange)
  })
})
