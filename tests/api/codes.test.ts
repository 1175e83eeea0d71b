import { beforeAll, describe, expect, it } from 'vitest'

import { codesResponseSchema, MAX_CODES_PER_REQUEST } from '../../cms/contract/codes'
import { post } from '../helpers/api'
import { catalogue, type Purchasable } from '../helpers/orders'

describe('POST /api/shop/product/codes', () => {
  let items: Purchasable[]

  beforeAll(async () => {
    items = await catalogue()
  })

  it('resolves short codes in any case and spacing to product, size and today’s price, in request order', async () => {
    const [first, second] = items
    const typed = [first.code.toLowerCase().replace(/\s+/g, ''), 'NO-SUCH-CODE-1', second.code.toUpperCase().replace(/\s+/g, '-')]
    const reply = await post('/product/codes', { codes: typed })
    expect(reply.status).toBe(200)
    const body = codesResponseSchema.parse(reply.body)
    expect(body.unknown).toEqual(['NO-SUCH-CODE-1'])
    expect(body.data.map((entry) => [entry.code, entry.productId, entry.size, entry.shortCode, entry.discountedPrice])).toEqual([
      [typed[0], first.product, first.size, first.code, first.price / 100],
      [typed[2], second.product, second.size, second.code, second.price / 100],
    ])
    expect(body.data[0].productName).toBe(first.name)
  })

  it('resolves a full catalogue code to the same entry as its short code', async () => {
    // Products other test files create may come first and have no full code: take the first code that has one.
    const answers = codesResponseSchema.parse((await post('/product/codes', { codes: items.slice(0, 50).map((item) => item.code) })).body)
    const byShort = answers.data.find((entry) => entry.fullCode)
    expect(byShort?.fullCode, 'the seed should give its codes full catalogue codes').toBeTruthy()
    const [byFull] = codesResponseSchema.parse((await post('/product/codes', { codes: [byShort!.fullCode!.toLowerCase()] })).body).data
    expect(byFull).toEqual({ ...byShort, code: byShort!.fullCode!.toLowerCase() })
  })

  it('refuses bad input with field messages', async () => {
    const cases: [unknown, string][] = [
      [{}, 'codes'],
      [{ codes: 'NS 3501' }, 'codes'],
      [{ codes: [] }, 'codes'],
      [{ codes: ['NS 3501', '  '] }, 'codes.1'],
      [{ codes: ['NS 3501', 42] }, 'codes.1'],
      [{ codes: Array.from({ length: MAX_CODES_PER_REQUEST + 1 }, (_, i) => `X ${i}`) }, 'codes'],
    ]
    for (const [body, field] of cases) {
      const reply = await post('/product/codes', body)
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(reply.body.errors.map((error: { field: string }) => error.field)).toContain(field)
      expect(reply.body.message).toEqual(expect.any(String))
    }
  })

  it('resolves the largest request, 500 codes', async () => {
    const codes = Array.from({ length: MAX_CODES_PER_REQUEST }, (_, i) => items[i % items.length].code)
    const body = codesResponseSchema.parse((await post('/product/codes', { codes })).body)
    expect(body.data).toHaveLength(MAX_CODES_PER_REQUEST)
    expect(body.unknown).toEqual([])
  })
})
