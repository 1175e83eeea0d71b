import { beforeAll, describe, expect, it } from 'vitest'

import { myOrdersResponseSchema, orderSchema } from '../../cms/contract/orders'
import { call, post } from '../helpers/api'
import {
  catalogue,
  moveOrder,
  myOrders,
  newCart,
  newCustomer,
  newOrder,
  stockLots,
  storedOrder,
  subtotalOf,
  waitForEmail,
  type Customer,
  type Line,
  type Purchasable,
} from '../helpers/orders'
import { oneLotPerLine } from '../helpers/lots'

describe('orders', () => {
  let buyer: Customer
  let other: Customer
  let items: Purchasable[]
  let lines: Line[]

  beforeAll(async () => {
    ;[buyer, other, items] = await Promise.all([newCustomer('Orders'), newCustomer('Other'), catalogue()])
    lines = [
      { item: items[0], quantity: 2 },
      { item: items[2], quantity: 1 },
    ]
  })

  it('places a COD order from the server cart and keeps snapshots of lines and address', async () => {
    const cartId = await newCart(buyer, lines)
    const total = subtotalOf(lines)
    const reply = await post(
      '/order/create',
      { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: total / 100 },
      buyer.token,
      buyer.ip,
    )
    expect(reply.status).toBe(201)
    expect(reply.body).toEqual({ orderId: expect.stringMatching(/^NS-\d{6}-[A-Z2-9]{6}$/), totalAmount: total / 100, paymentType: 'COD' })

    const stored = await storedOrder(reply.body.orderId)
    expect(stored).toMatchObject({ subtotal: total, total, paymentType: 'COD', paymentStatus: 'PENDING', status: 'ORDERED', cart: cartId })
    expect(stored.lines).toHaveLength(2)
    expect(stored.lines[0]).toMatchObject({
      name: items[0].name,
      size: items[0].size,
      code: items[0].code,
      quantity: 2,
      unitPrice: items[0].price,
      lineTotal: items[0].price * 2,
    })
    expect(stored.address).toMatchObject({ doorNo: '12', streetName: 'MG Road', city: 'Gurugram', pincode: '122001', type: 'Office' })
  })

  it('lists the customer own orders newest first in the contract shape', async () => {
    const first = await newOrder(buyer, [{ item: items[1], quantity: 1 }])
    const second = await newOrder(buyer, [{ item: items[3], quantity: 4 }])
    const reply = await call('GET', '/order/getMyOrder', { token: buyer.token, ip: buyer.ip })
    expect(reply.status).toBe(200)
    expect(myOrdersResponseSchema.safeParse(reply.body).success).toBe(true)
    const orders = reply.body.data.orders as ReturnType<typeof orderSchema.parse>[]
    const ids = orders.map((order) => order.orderId)
    expect(ids.indexOf(second.orderId)).toBeLessThan(ids.indexOf(first.orderId))
    const shown = orders.find((order) => order.orderId === second.orderId)!
    expect(shown).toMatchObject({
      status: 'ORDERED',
      totalAmount: (items[3].price * 4) / 100,
      items: [{ productName: items[3].name, quantity: 4, size: items[3].size, code: items[3].code, unitPrice: items[3].price / 100 }],
      address: { doorNo: '12', streetName: 'MG Road', city: 'Gurugram', state: 'Haryana', pincode: '122001', landMark: null },
    })
    expect(Number.isNaN(Date.parse(shown.date))).toBe(false)
  })

  it('answers 409 with the server amount when the client amount is wrong, and creates nothing', async () => {
    const cartId = await newCart(buyer, lines)
    const before = (await myOrders(buyer)).length
    const total = subtotalOf(lines)
    for (const orderAmount of [1, total / 100 - 0.01, total / 100 + 5]) {
      const reply = await post(
        '/order/create',
        { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount },
        buyer.token,
        buyer.ip,
      )
      expect(reply.status).toBe(409)
      expect(reply.body).toMatchObject({ orderAmount: total / 100, subtotal: total / 100, discountAmount: 0 })
    }
    expect(await myOrders(buyer)).toHaveLength(before)
    // The cart was not used up: the right amount still orders it.
    const ok = await post(
      '/order/create',
      { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: total / 100 },
      buyer.token,
      buyer.ip,
    )
    expect(ok.status).toBe(201)
  })

  it('turns a cart into one order only, also when the same cart is sent twice at once', async () => {
    const body = async () => ({
      cartId: await newCart(buyer, lines),
      paymentType: 'COD',
      addressId: buyer.addressId,
      orderAmount: subtotalOf(lines) / 100,
    })
    const sequential = await body()
    expect((await post('/order/create', sequential, buyer.token, buyer.ip)).status).toBe(201)
    const again = await post('/order/create', sequential, buyer.token, buyer.ip)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('This cart has already been ordered')

    const concurrent = await body()
    const replies = await Promise.all(Array.from({ length: 5 }, () => post('/order/create', concurrent, buyer.token, buyer.ip)))
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409, 409])
    const orders = await myOrders(buyer)
    const created = replies.find((reply) => reply.status === 201)!.body.orderId
    expect(orders.filter((order) => order.orderId === created)).toHaveLength(1)
  })

  it("refuses a second customer's use of the first one's cart and address, and shows them none of their orders", async () => {
    const cartId = await newCart(buyer, lines)
    const amount = subtotalOf(lines) / 100
    const theirCart = await post(
      '/order/create',
      { cartId, paymentType: 'COD', addressId: other.addressId, orderAmount: amount },
      other.token,
      other.ip,
    )
    expect(theirCart.status).toBe(404)
    const ownCart = await newCart(other, lines)
    const theirAddress = await post(
      '/order/create',
      { cartId: ownCart, paymentType: 'COD', addressId: buyer.addressId, orderAmount: amount },
      other.token,
      other.ip,
    )
    expect(theirAddress.status).toBe(404)
    expect(await myOrders(other)).toEqual([])
    // The first customer's cart is still open for them.
    expect(
      (await post('/order/create', { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: amount }, buyer.token, buyer.ip))
        .status,
    ).toBe(201)
  })

  it('refuses bad input and anonymous callers', async () => {
    const cartId = await newCart(buyer, lines)
    const good = { cartId, paymentType: 'COD', addressId: buyer.addressId, orderAmount: subtotalOf(lines) / 100 }
    expect((await post('/order/create', good)).status).toBe(401)
    expect((await call('GET', '/order/getMyOrder')).status).toBe(401)
    for (const bad of [
      { ...good, paymentType: 'CARD' },
      { ...good, orderAmount: '12' },
      { ...good, orderAmount: -1 },
      { ...good, addressId: '' },
      { ...good, cartId: { $ne: null } },
    ]) {
      const reply = await post('/order/create', bad, buyer.token, buyer.ip)
      expect(reply.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await post('/order/create', { ...good, cartId: '00000000-0000-4000-8000-000000000000' }, buyer.token, buyer.ip)).status).toBe(
      404,
    )
  })

  it('emails the customer and staff when an order is placed, and the customer when its status changes', async () => {
    const { orderId } = await newOrder(buyer, lines)
    const customerMail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(orderId))
    expect(customerMail.subject).toBe(`Your Nuvo Surgical order ${orderId} is placed`)
    const staffMail = await waitForEmail((email) => email.to.includes('staff@example.com') && email.subject.includes(orderId))
    expect(staffMail.subject).toMatch(new RegExp(`^New order ${orderId}: ₹ [0-9,.]+ \\(COD\\)$`))
    expect(customerMail.text).toContain(items[0].name)

    expect((await myOrders(buyer)).find((order) => order.orderId === orderId)?.shipment).toBeNull()
    const lots = oneLotPerLine((await storedOrder(orderId)).lines)
    const refused = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Courier', lots } })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[0].data.errors).toEqual([
      { path: 'shipment.trackingNumber', message: 'The tracking number is required to ship an order' },
    ])
    const shipment = { courier: 'Blue Courier', trackingNumber: 'AWB 123', trackingUrl: 'https://courier.example/t/AWB123' }
    await stockLots(lots)
    expect((await moveOrder(orderId, 'SHIPPED', { shipment: { ...shipment, lots } })).status).toBe(200)
    const statusMail = await waitForEmail((email) => email.to.includes(buyer.email) && email.subject.includes(`${orderId} is SHIPPED`))
    expect(statusMail.subject).toBe(`Your Nuvo Surgical order ${orderId} is SHIPPED`)
    expect(statusMail.text).toContain('Courier: Blue Courier, tracking number AWB 123: https://courier.example/t/AWB123')
    const shown = (await myOrders(buyer)).find((order) => order.orderId === orderId)
    expect(shown).toMatchObject({ status: 'SHIPPED', shipment })
  })
})
