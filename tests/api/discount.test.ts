import { beforeAll, describe, expect, it } from 'vitest'

import { MSG } from '../../cms/contract/messages'
import { post } from '../helpers/api'
import {
  catalogue,
  type Customer,
  type Line,
  myOrders,
  newCart,
  newCustomer,
  newOrder,
  type Purchasable,
  storedOrder,
  subtotalOf,
} from '../helpers/orders'

/** 10 % of the subtotal in paise, rounded to the nearest paisa (halves up), as the server documents. */
const percentOf = (paise: number, percent: number) => Math.round((paise * percent) / 100)

describe('discount codes', () => {
  let buyer: Customer
  let items: Purchasable[]
  let lines: Line[]

  beforeAll(async () => {
    ;[buyer, items] = await Promise.all([newCustomer('Discount'), catalogue()])
    lines = [
      { item: items[0], quantity: 3 },
      { item: items[1], quantity: 1 },
    ]
  })

  describe('POST /api/shop/discount (preview)', () => {
    it.each([
      ['SAVE10', 10],
      ['SAVE20', 20],
      ['save10', 10],
      [' Save20 ', 20],
    ])('%s gives %i percent of the cart total', async (code, percent) => {
      const reply = await post('/discount', { code, cartTotal: 123.45 })
      expect(reply.status).toBe(200)
      expect(reply.body).toEqual({ code: code.trim().toUpperCase(), percent, amount: percentOf(12345, percent) / 100 })
    })

    it('rounds to the paisa, halves up', async () => {
      // 10 % of ₹123.45 is 1234.5 paise → ₹12.35
      expect((await post('/discount', { code: 'SAVE10', cartTotal: 123.45 })).body.amount).toBe(12.35)
      expect((await post('/discount', { code: 'SAVE10', cartTotal: 0.04 })).body.amount).toBe(0)
    })

    it.each([['NOPE'], ['WELCOME5'], ['SAVE']])('refuses %s with the invalid-code message', async (code) => {
      const reply = await post('/discount', { code, cartTotal: 500 })
      expect(reply.status).toBe(400)
      expect(reply.body.message).toBe(MSG.discount.invalid)
    })

    it('refuses bad input', async () => {
      expect((await post('/discount', { code: 'SAVE10' })).status).toBe(400)
      expect((await post('/discount', { code: 'SAVE10', cartTotal: '100' })).status).toBe(400)
      expect((await post('/discount', { code: ['SAVE10'], cartTotal: 100 })).status).toBe(400)
      expect((await post('/discount', { cartTotal: 100 })).status).toBe(400)
    })
  })

  describe('POST /api/shop/order/create with discountCode', () => {
    it('applies the code to the discounted total and stores code, percent and amount', async () => {
      const subtotal = subtotalOf(lines)
      const discount = percentOf(subtotal, 20)
      const { orderId, totalAmount } = await newOrder(buyer, lines, { discountCode: 'save20', amount: (subtotal - discount) / 100 })
      expect(totalAmount).toBe((subtotal - discount) / 100)
      const stored = await storedOrder(orderId)
      expect(stored).toMatchObject({ subtotal, total: subtotal - discount, discount: { code: 'SAVE20', percent: 20, amount: discount } })
      const shown = (await myOrders(buyer)).find((order) => order.orderId === orderId)
      expect(shown?.discount).toEqual({ code: 'SAVE20', percent: 20, amount: discount / 100 })
    })

    it('answers 409 with the discounted server amount when the client forgot the discount', async () => {
      const subtotal = subtotalOf(lines)
      const cartId = await newCart(buyer, lines)
      const reply = await post(
        '/order/create',
        { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: subtotal / 100, discountCode: 'SAVE10' },
        buyer.token,
        buyer.ip,
      )
      expect(reply.status).toBe(409)
      const discount = percentOf(subtotal, 10)
      expect(reply.body).toMatchObject({
        orderAmount: (subtotal - discount) / 100,
        subtotal: subtotal / 100,
        discountAmount: discount / 100,
      })
    })

    it.each([['UNKNOWN1'], ['WELCOME5']])('refuses %s with 400 and creates nothing', async (discountCode) => {
      const before = (await myOrders(buyer)).length
      const cartId = await newCart(buyer, lines)
      const reply = await post(
        '/order/create',
        { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: subtotalOf(lines) / 100, discountCode },
        buyer.token,
        buyer.ip,
      )
      expect(reply.status).toBe(400)
      expect(reply.body.message).toBe(MSG.discount.invalid)
      expect(await myOrders(buyer)).toHaveLength(before)
    })

    it.each([[''], [null], ['   ']])('treats %j as no code', async (discountCode) => {
      const cartId = await newCart(buyer, lines)
      const orderAmount = subtotalOf(lines) / 100
      const reply = await post(
        '/order/create',
        { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount, discountCode },
        buyer.token,
        buyer.ip,
      )
      expect(reply.status).toBe(201)
      expect(reply.body.totalAmount).toBe(orderAmount)
    })
  })
})
