import { beforeAll, describe, expect, it } from 'vitest'

import { call, post } from '../helpers/api'
import { cartBody, catalogue, type Customer, newCustomer, type Purchasable, subtotalOf } from '../helpers/orders'

describe('POST /api/shop/cart/create', () => {
  let buyer: Customer
  let items: Purchasable[]

  beforeAll(async () => {
    ;[buyer, items] = await Promise.all([newCustomer('Cart'), catalogue()])
  })

  it('prices the lines from the catalogue and answers the cart id and subtotal in rupees', async () => {
    const lines = [
      { item: items[0], quantity: 3 },
      { item: items[1], quantity: 1 },
    ]
    const reply = await post('/cart/create', cartBody(lines), buyer.token, buyer.ip)
    expect(reply.status).toBe(201)
    expect(reply.body.cartId).toEqual(expect.any(String))
    expect(reply.body.subtotal).toBe(subtotalOf(lines) / 100)
  })

  it('ignores prices a client sends and uses the catalogue price', async () => {
    const [line] = cartBody([{ item: items[0], quantity: 2 }]).products
    const reply = await post(
      '/cart/create',
      { products: [{ ...line, price: 1, unitPrice: 1, discountedPrice: 1, lineTotal: 1 }], subtotal: 1 },
      buyer.token,
      buyer.ip,
    )
    expect(reply.status).toBe(201)
    expect(reply.body.subtotal).toBe((items[0].price * 2) / 100)
  })

  it('adds up identical lines like the browser cart does', async () => {
    const reply = await post(
      '/cart/create',
      cartBody([
        { item: items[0], quantity: 2 },
        { item: items[0], quantity: 5 },
      ]),
      buyer.token,
      buyer.ip,
    )
    expect(reply.status).toBe(201)
    expect(reply.body.subtotal).toBe((items[0].price * 7) / 100)
  })

  it('accepts a quantity typed as digits (the cart field is free text)', async () => {
    const [line] = cartBody([{ item: items[0], quantity: 1 }]).products
    const reply = await post('/cart/create', { products: [{ ...line, quantity: '4' }] }, buyer.token, buyer.ip)
    expect(reply.status).toBe(201)
    expect(reply.body.subtotal).toBe((items[0].price * 4) / 100)
  })

  it('refuses unknown products, sizes and codes with a message per line', async () => {
    const good = items[0]
    const reply = await post(
      '/cart/create',
      {
        products: [
          { product: good.product, size: good.size, code: good.code, quantity: 1 },
          { product: '00000000-0000-4000-8000-000000000000', size: good.size, code: good.code, quantity: 1 },
          { product: good.product, size: 'No such size', code: good.code, quantity: 1 },
          { product: good.product, size: good.size, code: 'NO-SUCH-CODE', quantity: 1 },
        ],
      },
      buyer.token,
      buyer.ip,
    )
    expect(reply.status).toBe(400)
    const fields = reply.body.errors.map((error: { field: string }) => error.field)
    expect(fields).toEqual(['products.1.product', 'products.2.code', 'products.3.code'])
    expect(reply.body.errors[0].message).toBe('Unknown product')
  })

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['above 10 000', 10_001],
    ['text', 'two'],
    ['an object', { n: 1 }],
    ['true', true],
  ])('refuses a %s quantity', async (_name, quantity) => {
    const [line] = cartBody([{ item: items[0], quantity: 1 }]).products
    const reply = await post('/cart/create', { products: [{ ...line, quantity }] }, buyer.token, buyer.ip)
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0].field).toBe('products.0.quantity')
  })

  it('refuses identical lines that add up to more than 10 000', async () => {
    const reply = await post(
      '/cart/create',
      cartBody([
        { item: items[0], quantity: 6000 },
        { item: items[0], quantity: 6000 },
      ]),
      buyer.token,
      buyer.ip,
    )
    expect(reply.status).toBe(400)
    expect(reply.body.errors[0]).toEqual({ field: 'products.0.quantity', message: 'quantity must be at most 10000' })
  })

  it('refuses an empty cart, a missing list and malformed JSON', async () => {
    expect((await post('/cart/create', { products: [] }, buyer.token, buyer.ip)).status).toBe(400)
    expect((await post('/cart/create', {}, buyer.token, buyer.ip)).status).toBe(400)
    expect((await post('/cart/create', { products: 'all of them' }, buyer.token, buyer.ip)).status).toBe(400)
    const malformed = await call('POST', '/cart/create', { raw: '{"products": [', token: buyer.token, ip: buyer.ip })
    expect(malformed.status).toBe(400)
  })

  it('needs a signed-in customer', async () => {
    const body = cartBody([{ item: items[0], quantity: 1 }])
    expect((await post('/cart/create', body)).status).toBe(401)
    expect((await post('/cart/create', body, 'not-a-token')).status).toBe(401)
  })
})
