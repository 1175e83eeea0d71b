import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { inOneTransaction } from '../../cms/database'
import { databaseUnderTest } from './database-under-test'

/**
 * What the database boundary promises of transactions, on every database: `inOneTransaction` commits every write made
 * with its request together or none of them, and writes made outside it meanwhile are neither lost nor refused.
 */
let payload: Payload
let cleanup: () => Promise<void>
beforeAll(async () => {
  ;({ payload, cleanup } = await databaseUnderTest('transactions'))
})
afterAll(() => cleanup())

const category = (slug: string) => ({ name: `Category ${slug}`, slug })
const slugsLike = async (prefix: string) =>
  (await payload.find({ collection: 'categories', where: { slug: { like: prefix } }, limit: 100, depth: 0 })).docs
    .map((doc) => doc.slug)
    .sort()

describe('inOneTransaction', () => {
  it('commits every write made with its request together', async () => {
    const req = await createLocalReq({}, payload)
    await inOneTransaction(req, async () => {
      await payload.create({ collection: 'categories', data: category('kept-a'), req })
      await payload.create({ collection: 'categories', data: category('kept-b'), req })
    })
    expect(await slugsLike('kept-')).toEqual(['kept-a', 'kept-b'])
  })

  it('leaves nothing of a transaction that fails, and passes its error on', async () => {
    const req = await createLocalReq({}, payload)
    const failing = inOneTransaction(req, async () => {
      await payload.create({ collection: 'categories', data: category('gone-a'), req })
      await payload.create({ collection: 'categories', data: category('gone-b'), req })
      throw new Error('the import found a problem')
    })
    await expect(failing).rejects.toThrow('the import found a problem')
    expect(await slugsLike('gone-')).toEqual([])
  })

  it('lets writes outside it land while it runs, none lost', async () => {
    const req = await createLocalReq({}, payload)
    let outside: Promise<unknown>[] = []
    await inOneTransaction(req, async () => {
      await payload.create({ collection: 'categories', data: category('inside-a'), req })
      // Writes of other requests (orders, sign-ins) arrive while the transaction is open.
      outside = [1, 2, 3].map((n) => payload.create({ collection: 'categories', data: category(`outside-${n}`) }))
      await new Promise((resolve) => setTimeout(resolve, 300))
      await payload.create({ collection: 'categories', data: category('inside-b'), req })
    })
    await Promise.all(outside)
    expect(await slugsLike('inside-')).toEqual(['inside-a', 'inside-b'])
    expect(await slugsLike('outside-')).toEqual(['outside-1', 'outside-2', 'outside-3'])
  })
})
