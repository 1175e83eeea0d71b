import { describe, expect, it } from 'vitest'

import { checkoutDefaultsResponseSchema } from '../../cms/contract/checkout'
import { orderSchema } from '../../cms/contract/orders'
import { invoiceResponseSchema } from '../../cms/contract/tax-documents'
import { call, get, post } from '../helpers/api'
import { oneLotPerLine } from '../helpers/lots'
import {
  asOrderManager,
  catalogue,
  moveOrder,
  newCart,
  newCustomer,
  stockLots,
  storedOrder,
  subtotalOf,
  type Customer,
  type Line,
} from '../helpers/orders'

const BUSINESS_GSTIN = '27AAPFU0939F1ZV'
const OTHER_GSTIN = '07AABCH1234K1ZT'

async function customerId(customer: Customer): Promise<string> {
  const reply = await asOrderManager('GET', `/customers?where[email][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  return reply.body.docs[0].id as string
}

/** Staff verify the buyer's business account (and give it credit when asked). */
async function verifyBusiness(customer: Customer, organisation: string, credit?: { limit: number; termsDays: number }) {
  const reply = await asOrderManager('PATCH', `/customers/${await customerId(customer)}`, {
    business: { organisation, type: 'distributor', gstin: BUSINESS_GSTIN, verified: true },
    ...(credit ? { credit } : {}),
  })
  expect(reply.status, reply.text).toBe(200)
}

async function placeCod(customer: Customer, lines: Line[], extra: Record<string, unknown> = {}) {
  const cartId = await newCart(customer, lines)
  const body = { cartId, paymentType: 'COD', addressId: customer.addressId, orderAmount: subtotalOf(lines) / 100, ...extra }
  const reply = await post('/order/create', body, customer.token, customer.ip)
  expect(reply.status, reply.text).toBe(201)
  const order = await call('GET', `/order/getMyOrder/${reply.body.orderId}`, { token: customer.token, ip: customer.ip })
  return orderSchema.parse(order.body.data)
}

const defaultsOf = async (customer: Customer) => {
  const reply = await call('GET', '/checkout/defaults', { token: customer.token, ip: customer.ip })
  expect(reply.status, reply.text).toBe(200)
  return checkoutDefaultsResponseSchema.parse(reply.body).data
}

describe("a buyer's GSTIN of record", () => {
  it('a verified business is invoiced as the business without retyping its GSTIN; another GSTIN can still be typed per order', async () => {
    const buyer = await newCustomer('Sunrise')
    await verifyBusiness(buyer, 'Sunrise Surgical Distributors')
    const [item] = await catalogue()
    const lines = [{ item: item!, quantity: 1 }]

    // The profile and checkout show the verified GSTIN, with the business's name.
    const details = await get('/user/getmydetails', buyer.token)
    expect(details.body.data.user.GST).toBe(BUSINESS_GSTIN)
    expect(await defaultsOf(buyer)).toMatchObject({ gstin: BUSINESS_GSTIN, businessName: 'Sunrise Surgical Distributors' })

    // An order without a GSTIN of its own carries the business's, and its invoice bills the business.
    const order = await placeCod(buyer, lines, { poNumber: 'PO/77' })
    expect(order).toMatchObject({ gstin: BUSINESS_GSTIN, businessName: 'Sunrise Surgical Distributors', poNumber: 'PO/77' })
    const lots = oneLotPerLine((await storedOrder(order.orderId)).lines)
    await stockLots(lots)
    const shipped = await moveOrder(order.orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber: 'GST-1', lots } })
    expect(shipped.status, shipped.text).toBe(200)
    const invoice = await call('GET', `/order/invoice/${order.orderId}?format=json`, { token: buyer.token, ip: buyer.ip })
    expect(invoiceResponseSchema.parse(invoice.body).data.buyer).toEqual({ name: 'Sunrise Surgical Distributors', gstin: BUSINESS_GSTIN })

    // A GSTIN typed for one order wins, without the business's name.
    const other = await placeCod(buyer, lines, { gstin: OTHER_GSTIN.toLowerCase() })
    expect(other).toMatchObject({ gstin: OTHER_GSTIN, businessName: null })
  })

  it('a buyer without a verified business keeps the GSTIN of their profile', async () => {
    const buyer = await newCustomer('Clinic')
    const [item] = await catalogue()
    const user = (await get('/user/getmydetails', buyer.token)).body.data.user
    const edited = await call('PATCH', '/user/editUser', {
      token: buyer.token,
      ip: buyer.ip,
      body: { name: user.name, email: user.email, phoneNumber: String(user.phoneNumber), GST: OTHER_GSTIN },
    })
    expect(edited.status, edited.text).toBe(200)
    expect(await defaultsOf(buyer)).toMatchObject({ gstin: OTHER_GSTIN, businessName: null })
    expect(await placeCod(buyer, [{ item: item!, quantity: 1 }])).toMatchObject({ gstin: OTHER_GSTIN, businessName: null })
  })
})

describe('checkout defaults (GET /checkout/defaults)', () => {
  it('choose the only address, and pay on account for a buyer with credit', async () => {
    const buyer = await newCustomer('Credit')
    expect(await defaultsOf(buyer)).toEqual({
      addressId: buyer.addressId,
      locationId: null,
      paymentType: 'ONLINE',
      gstin: null,
      businessName: null,
    })
    await verifyBusiness(buyer, 'Credit Hospital', { limit: 50_000, termsDays: 30 })
    expect(await defaultsOf(buyer)).toMatchObject({ addressId: buyer.addressId, paymentType: 'ACCOUNT' })
  })

  it('among several addresses, the one the last order went to, and the way that order was paid', async () => {
    const buyer = await newCustomer('Repeat')
    const second = await post(
      '/address/create',
      { doorNo: '7', streetName: 'Ring Road', city: 'Delhi', state: 'Delhi', pinCode: '110001', landMark: 'Gate 2', type: 'Personal' },
      buyer.token,
      buyer.ip,
    )
    expect(second.status).toBe(201)
    expect(await defaultsOf(buyer)).toMatchObject({ addressId: null, paymentType: 'ONLINE' })

    const [item] = await catalogue()
    await placeCod({ ...buyer, addressId: second.body.data._id }, [{ item: item!, quantity: 1 }])
    expect(await defaultsOf(buyer)).toMatchObject({ addressId: second.body.data._id, paymentType: 'COD' })
  })

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/checkout/defaults')).status).toBe(401)
  })
})
