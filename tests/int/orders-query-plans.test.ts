import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freshPayload } from '../helpers/local-payload'
import { planOf } from '../helpers/query-plans'

/**
 * With years of orders, the SQLite plans of the order desk's queries decide whether an answer takes milliseconds or
 * seconds (npm run bench:years). These read the plan of the statement Payload actually sends.
 */
let payload: Payload
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('orders-query-plans'))
})

afterAll(async () => {
  await cleanup()
})

describe('query plans of the order desk at scale', () => {
  it('reads the orders list filtered by status newest first in index order, without sorting every order of that status', async () => {
    const plan = await planOf(payload, 'select "id"', () =>
      payload.find({ collection: 'orders', where: { status: { equals: 'DELIVERED' } }, sort: '-createdAt', limit: 10, depth: 0 }),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(status=\?\)/)
    expect(plan).not.toMatch(/TEMP B-TREE FOR ORDER BY/)
  })

  it("counts the orders list's search results (order id or search text) in an index, not in every order's row", async () => {
    const plan = await planOf(payload, 'select count(*)', () =>
      payload.find({
        collection: 'orders',
        where: { or: [{ orderId: { like: '9876543210' } }, { searchText: { like: '9876543210' } }] },
        sort: '-createdAt',
        limit: 10,
        depth: 0,
      }),
    )
    expect(plan).toMatch(/SCAN orders USING COVERING INDEX/)
  })

  it('finds the invoices of a page of orders by order, not by reading every invoice', async () => {
    const orderIds = ['a', 'b', 'c']
    const plan = await planOf(payload, 'select "id", "order_id", "data" from "tax_documents"', () =>
      payload.find({
        collection: 'tax-documents',
        where: { and: [{ order: { in: orderIds } }, { kind: { equals: 'invoice' } }] },
        select: { order: true, data: true },
        depth: 0,
        pagination: false,
      }),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(order_id=\? AND kind=\?\)/)
  })
})
