import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { readLotsWithUnits } from '../../cms/database'
import { freshPayload } from '../helpers/local-payload'
import { planOf } from '../helpers/query-plans'

/**
 * Every order reads the lots of its codes at the main warehouse, which holds nearly every lot. Found through the
 * location alone, that read visits every lot the shop has: 20 ms at 30,000 lots, against 0.2 ms through the
 * location and the code together.
 */
let payload: Payload
let cleanup: () => Promise<void>
const warehouse = '00000000-0000-4000-8000-000000000001'
const codes = ['NS 3512', 'NS 3533']

beforeAll(async () => {
  ;({ payload, cleanup } = await freshPayload('stock-query-plans'))
})

afterAll(async () => {
  await cleanup()
})

describe("query plans of a warehouse's lots of some codes", () => {
  it("a reservation reads the lots of the order's codes at the warehouse by location and code", async () => {
    const plan = await planOf(payload, 'select code, lot, expiry, available from stock_lots', () =>
      readLotsWithUnits({ payload } as PayloadRequest, codes, warehouse),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(location_id=\? AND code=\?\)/)
  })

  it("picking and shipping read an order's lots at the warehouse by location and code", async () => {
    const plan = await planOf(payload, 'select', () =>
      payload.find({
        collection: 'stock-lots',
        where: { and: [{ code: { in: codes } }, { location: { equals: warehouse } }] },
        depth: 0,
        pagination: false,
      }),
    )
    expect(plan).toMatch(/USING INDEX \S+ \(location_id=\? AND code=\?\)/)
  })
})
