import { beforeEach, describe, expect, it } from 'vitest'

import { addLinesToCart, addToCart, CART_STORAGE_KEY, readCart, removeCartLine } from './cart-store'

function installWindow() {
  const store = new Map<string, string>()
  const target = new EventTarget()
  Object.assign(globalThis, {
    window: Object.assign(target, {
      localStorage: {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => void store.set(key, value),
        removeItem: (key: string) => void store.delete(key),
      },
    }),
  })
  return store
}

const product = {
  _id: 'p1',
  name: 'Polyglactin 910',
  genericName: null,
  image: '/media/p1.webp',
  slug: 'polyglactin-910',
  category: { name: 'SURGICAL SUTURES', slug: 'surgical-sutures' },
  variants: [{ size: '2-0', codes: [{ shortCode: 'NW 2345', fullCode: null, originalPrice: 900, discountedPrice: 700 }] }],
  metaData: { ignored: true },
}

describe('cart store', () => {
  let store: Map<string, string>
  beforeEach(() => {
    store = installWindow()
  })

  it('merges an identical product, size and code into one line, adding the quantities', () => {
    expect(addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity: '2', data: product })).toBe(true)
    expect(addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity: 3, data: product })).toBe(true)
    const lines = readCart()
    expect(lines).toHaveLength(1)
    expect(lines[0].quantity).toBe(5)
  })

  it('keeps another code of the same product as its own line, in the stored line format', () => {
    addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity: 1, data: product })
    addToCart({ id: 'p1', size: '3-0', code: 'NW 2346', quantity: 1, data: product })
    const stored = JSON.parse(store.get(CART_STORAGE_KEY) ?? '[]')
    expect(stored).toHaveLength(2)
    expect(Object.keys(stored[0]).sort()).toEqual(['code', 'data', 'id', 'quantity', 'size'])
    expect(stored[0].data).not.toHaveProperty('metaData')
    expect(stored[0].data.category.name).toBe('SURGICAL SUTURES')
  })

  it('refuses a missing size or code and a quantity that is not a whole number from 1', () => {
    for (const quantity of ['0', '-1', '1.5', 'abc', '']) {
      expect(addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity, data: product })).toBe(false)
    }
    expect(addToCart({ id: 'p1', size: '', code: 'NW 2345', quantity: 1, data: product })).toBe(false)
    expect(addToCart({ id: 'p1', size: '2-0', code: '', quantity: 1, data: product })).toBe(false)
    expect(readCart()).toEqual([])
  })

  it('adds many lines in one go, merging them with each other and with the cart, leaving out unusable ones', () => {
    addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity: 1, data: product })
    const added = addLinesToCart([
      { id: 'p1', size: '2-0', code: 'NW 2345', quantity: 12, data: product },
      { id: 'p1', size: '3-0', code: 'NW 2346', quantity: 36, data: product },
      { id: 'p1', size: '3-0', code: 'NW 2346', quantity: 4, data: product },
      { id: 'p1', size: '3-0', code: 'NW 2346', quantity: 0, data: product },
    ])
    expect(added).toBe(3)
    expect(readCart().map((line) => [line.code, line.quantity])).toEqual([
      ['NW 2345', 13],
      ['NW 2346', 40],
    ])
  })

  it('removes only the line with the same id, size and code', () => {
    addToCart({ id: 'p1', size: '2-0', code: 'NW 2345', quantity: 1, data: product })
    addToCart({ id: 'p1', size: '3-0', code: 'NW 2346', quantity: 1, data: product })
    removeCartLine({ id: 'p1', size: '2-0', code: 'NW 2345' })
    expect(readCart().map((line) => line.code)).toEqual(['NW 2346'])
  })

  it('reads stored lines field by field: other fields are left behind, a line with a wrong field is dropped', () => {
    const line = { id: 'p1', size: '2-0', code: 'NW 2345', quantity: 2, data: product, note: 'kept out' }
    const { metaData: _left, ...kept } = product
    store.set(
      CART_STORAGE_KEY,
      JSON.stringify([
        line,
        { ...line, quantity: 10_001 },
        { ...line, quantity: 1.5 },
        { ...line, data: { ...product, variants: [{ size: '2-0', codes: [{ shortCode: 'NW 2345', originalPrice: '900' }] }] } },
        { ...line, data: { ...product, category: null } },
      ]),
    )
    expect(readCart()).toEqual([{ id: 'p1', size: '2-0', code: 'NW 2345', quantity: 2, data: kept }])
  })

  it('drops unreadable stored lines instead of failing', () => {
    store.set(CART_STORAGE_KEY, JSON.stringify([{ id: 'x' }, 'junk']))
    expect(readCart()).toEqual([])
    store.set(CART_STORAGE_KEY, '{not json')
    expect(readCart()).toEqual([])
  })
})
