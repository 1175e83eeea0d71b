import { describe, expect, it } from 'vitest'

import type { Product } from '@contract'

import type { CartLine } from './cart-store'
import { cartTotals, lineKey, withTodaysPrices, withTypedQuantities } from './pricing'

const variants = (price: number) => [
  { size: '2-0', codes: [{ shortCode: 'NW1', fullCode: null, originalPrice: price + 50, discountedPrice: price }] },
]

const line = (price: number, quantity = 1): CartLine => ({
  id: 'p1',
  size: '2-0',
  code: 'NW1',
  quantity,
  data: { _id: 'p1', name: 'Suture', image: null, category: { name: 'SURGICAL SUTURES' }, variants: variants(price) },
})

const product = (price: number) =>
  ({
    _id: 'p1',
    slug: 'polyglactin-910',
    image: '/media/a.jpg',
    category: { _id: 'c1', name: 'SURGICAL SUTURES', slug: 'surgical-sutures' },
    variants: variants(price),
  }) as unknown as Product

describe('cart pricing', () => {
  it("shows today's catalogue price for a line saved at an older price", () => {
    const [priced] = withTodaysPrices([line(100)], [product(120)])
    expect(priced.unitPrice).toBe(120)
    expect(priced.priceChanged).toBe(true)
    expect(priced.path).toBe('/categories/surgical-sutures/polyglactin-910')
  })

  it('uses the saved price until the catalogue has loaded', () => {
    const [priced] = withTodaysPrices([line(100)], undefined)
    expect(priced.unitPrice).toBe(100)
    expect(priced.priceChanged).toBe(false)
  })

  it('marks a line whose product or code is no longer sold as unpriced', () => {
    expect(withTodaysPrices([line(100)], [])[0].unitPrice).toBeNull()
  })

  it('sums in paise and rounds the discount to the paisa like the server', () => {
    const priced = withTodaysPrices([line(33.33, 3), { ...line(10.01), code: 'NW1', id: 'p1' }], undefined)
    expect(cartTotals(priced, 10)).toEqual({ subtotal: 110, discount: 11, total: 99 })
    expect(cartTotals(withTodaysPrices([line(0.15)], undefined), 10)).toEqual({ subtotal: 0.15, discount: 0.02, total: 0.13 })
  })

  it('prices the quantity as typed, keeping the saved one while the typed text is unusable', () => {
    const saved = line(100, 2)
    const typed = withTypedQuantities([saved], { [lineKey(saved)]: '7' })
    expect(typed).toMatchObject({ unsaved: true, invalid: false })
    expect(cartTotals(withTodaysPrices(typed.lines, [product(100)]), 0).total).toBe(700)
    const bad = withTypedQuantities([saved], { [lineKey(saved)]: '7x' })
    expect(bad).toMatchObject({ unsaved: true, invalid: true })
    expect(bad.lines[0].quantity).toBe(2)
    expect(withTypedQuantities([saved], { [lineKey(saved)]: ' 2 ' })).toMatchObject({ unsaved: false, invalid: false })
  })
})
