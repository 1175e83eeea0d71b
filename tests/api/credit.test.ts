import { beforeAll, describe, expect, inject, it } from 'vitest'

import { CREDIT_MESSAGES, creditRefusalSchema, statementResponseSchema } from '../../cms/contract/credit'
import { invoiceResponseSchema } from '../../cms/contract/tax-documents'
import { call, post, registerCustomer } from '../helpers/api'
import { writeDatabaseFile } from '../helpers/database-file'
import { oneLotPerLine } from '../helpers/lots'
import { shopPdfText } from '../helpers/pdf-text'
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
  type Purchasable,
} from '../helpers/orders'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date())
const daysFromToday = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

async function customerId(customer: Customer): Promise<string> {
  const reply = await asOrderManager('GET', `/customers?where[email][equals]=${encodeURIComponent(customer.email)}&depth=0`)
  return reply.body.docs[0].id as string
}

/** Staff verify the business and give it credit: a limit of whole rupees (sent in paise, as stored) and net terms. */
async function giveCredit(customer: Customer, credit: { limit: number; termsDays: number } | null) {
  const id = await customerId(customer)
  const reply = await asOrderManager('PATCH', `/customers/${id}`, {
    business: { organisation: `${customer.name} Hospital`, type: 'hospital', verified: true },
    ...(credit ? { credit: { ...credit, limit: credit.limit * 100 } } : {}),
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return id
}

async function orderOnAccount(customer: Customer, lines: Line[]) {
  const cartId = await newCart(customer, lines)
  return post(
    '/order/create',
    { cartId, paymentType: 'ACCOUNT', addressId: customer.addressId, orderAmount: subtotalOf(lines) / 100 },
    customer.token,
    customer.ip,
  )
}

async function statement(customer: Customer) {
  const reply = await call('GET', '/account/statement', { token: customer.token, ip: customer.ip })
  expect(reply.status, reply.text).toBe(200)
  return statementResponseSchema.parse(reply.body).data!
}

/** Ships an order (one lot per line), which issues its GST invoice today. */
async function ship(orderId: string, trackingNumber: string) {
  const lots = oneLotPerLine((await storedOrder(orderId)).lines)
  await stockLots(lots)
  const reply = await moveOrder(orderId, 'SHIPPED', { shipment: { courier: 'Blue Parcel', trackingNumber, lots } })
  expect(reply.status, reply.text).toBe(200)
}

/** Backdates an order's invoice, as if it had been issued `days` ago (the server's clock cannot be moved). */
async function backdateInvoice(orderId: string, days: number) {
  const order = await storedOrder(orderId)
  const at = new Date(Date.now() - days * 86_400_000).toISOString()
  const changed = await writeDatabaseFile([
    { sql: `UPDATE tax_documents SET issued_at = ? WHERE "order_id" = ? AND kind = 'invoice'`, args: [at, order.id] },
  ])
  expect(changed).toEqual([1])
}

describe('pay on account (/api/shop/order/create with paymentType ACCOUNT)', () => {
  let items: Purchasable[]
  let line: Line
  let orderRupees: number

  beforeAll(async () => {
    items = await catalogue()
    line = { item: items[0]!, quantity: 2 }
    orderRupees = subtotalOf([line]) / 100
  })

  it('refuses a buyer without a verified account with credit (403); their statement is empty and its files refused', async () => {
    const buyer = await newCustomer('Cash')
    const refused = await orderOnAccount(buyer, [line])
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe(CREDIT_MESSAGES.notOnAccount)
    await giveCredit(buyer, null)
    expect((await orderOnAccount(buyer, [line])).status).toBe(403)
    const none = await call('GET', '/account/statement', { token: buyer.token, ip: buyer.ip })
    expect(none.status).toBe(200)
    expect(none.body).toEqual({ data: null })
    expect((await call('GET', '/account/statement?format=csv', { token: buyer.token, ip: buyer.ip })).status).toBe(403)
    expect((await call('GET', '/account/statement')).status).toBe(401)
  })

  it('refuses credit terms other than 15, 30 or 45 days, credit without terms, and a limit that is not whole rupees', async () => {
    const buyer = await newCustomer('Terms')
    const id = await customerId(buyer)
    const bad = await asOrderManager('PATCH', `/customers/${id}`, { credit: { limit: 500_000, termsDays: 20 } })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('15, 30 or 45 days')
    expect((await asOrderManager('PATCH', `/customers/${id}`, { credit: { limit: 500_000 } })).status).toBe(400)
    const paise = await asOrderManager('PATCH', `/customers/${id}`, { credit: { limit: 500_050, termsDays: 30 } })
    expect(paise.status).toBe(400)
    expect(JSON.stringify(paise.body)).toContain('A credit limit is a whole number of rupees')
  })

  it('places orders within the limit, refuses one past it (409 with the figures), and reports the balance', async () => {
    const buyer = await newCustomer('Credit')
    // Room for one order and a half.
    const limit = Math.ceil(orderRupees * 1.5)
    await giveCredit(buyer, { limit, termsDays: 30 })

    const first = await orderOnAccount(buyer, [line])
    expect(first.status, first.text).toBe(201)
    expect(first.body).toMatchObject({ paymentType: 'ACCOUNT', totalAmount: orderRupees })
    expect(await storedOrder(first.body.orderId)).toMatchObject({ paymentType: 'ACCOUNT', paymentStatus: 'PENDING' })

    const second = await orderOnAccount(buyer, [line])
    expect(second.status).toBe(409)
    expect(creditRefusalSchema.parse(second.body)).toEqual({
      message: CREDIT_MESSAGES.overLimit,
      limit,
      outstanding: orderRupees,
      orderAmount: orderRupees,
      available: Math.round((limit - orderRupees) * 100) / 100,
      overdue: [],
    })

    const before = await statement(buyer)
    expect(before).toMatchObject({ limit, termsDays: 30, outstanding: orderRupees, overdue: 0 })
    expect(before.entries).toEqual([
      expect.objectContaining({
        orderId: first.body.orderId,
        state: 'NOT_INVOICED',
        invoiceNumber: null,
        dueDate: null,
        amount: orderRupees,
      }),
    ])

    // Shipped: invoiced today, due 30 days later.
    await ship(first.body.orderId, 'AWB-C1')
    const [invoiced] = (await statement(buyer)).entries
    expect(invoiced).toMatchObject({ state: 'DUE', invoiceDate: today(), dueDate: daysFromToday(30) })
    expect(invoiced!.invoiceNumber).toEqual(expect.any(String))

    // The invoice states its terms and due day, and keeps them when staff change the account's terms later.
    const invoice = await call('GET', `/order/invoice/${first.body.orderId}?format=json`, { token: buyer.token })
    expect(invoiceResponseSchema.parse(invoice.body).data.payment).toEqual({ termsDays: 30, dueDate: daysFromToday(30) })
    const printed = `On account, 30 days: due ${daysFromToday(30)}`
    expect(await shopPdfText(`/order/invoice/${first.body.orderId}`, buyer.token)).toContain(printed)
    await giveCredit(buyer, { limit, termsDays: 15 })
    const [kept] = (await statement(buyer)).entries
    expect(kept).toMatchObject({ state: 'DUE', dueDate: daysFromToday(30) })
    expect(await statement(buyer)).toMatchObject({ termsDays: 15, overdue: 0 })
  })

  it('of orders placed at the same moment, exactly those that fit the limit are placed; the rest get 409 with the figures', async () => {
    const buyer = await newCustomer('Race')
    // Room for three orders, not four; six are sent at once.
    const limit = Math.floor(orderRupees * 3.5)
    await giveCredit(buyer, { limit, termsDays: 30 })
    const carts: string[] = []
    for (let index = 0; index < 6; index += 1) carts.push(await newCart(buyer, [line]))
    const replies = await Promise.all(
      carts.map((cartId) =>
        post(
          '/order/create',
          { cartId, paymentType: 'ACCOUNT', addressId: buyer.addressId, orderAmount: orderRupees },
          buyer.token,
          buyer.ip,
        ),
      ),
    )
    const statuses = replies.map((reply) => reply.status).sort()
    expect(statuses, replies.map((reply) => reply.text).join('\n')).toEqual([201, 201, 201, 409, 409, 409])
    const placedTotal = Math.round(orderRupees * 3 * 100) / 100
    for (const refused of replies.filter((reply) => reply.status === 409)) {
      expect(creditRefusalSchema.parse(refused.body)).toEqual({
        message: CREDIT_MESSAGES.overLimit,
        limit,
        outstanding: placedTotal,
        orderAmount: orderRupees,
        available: Math.round((limit - placedTotal) * 100) / 100,
        overdue: [],
      })
    }
    expect(await statement(buyer)).toMatchObject({ outstanding: placedTotal })
  })

  it('refuses any order on account while an invoice is overdue (409 naming it), until staff record the payment', async () => {
    const buyer = await newCustomer('Overdue')
    const id = await giveCredit(buyer, { limit: Math.ceil(orderRupees * 10), termsDays: 15 })
    const first = await orderOnAccount(buyer, [line])
    expect(first.status, first.text).toBe(201)
    await ship(first.body.orderId, 'AWB-C2')
    await backdateInvoice(first.body.orderId, 20)

    const small: Line = { item: items[1]!, quantity: 1 }
    const refused = await orderOnAccount(buyer, [small])
    expect(refused.status).toBe(409)
    const figures = creditRefusalSchema.parse(refused.body)
    expect(figures.message).toBe(CREDIT_MESSAGES.overdue)
    expect(figures.overdue).toEqual([
      expect.objectContaining({ orderId: first.body.orderId, dueDate: daysFromToday(-5), amount: orderRupees }),
    ])
    const overdue = await statement(buyer)
    expect(overdue).toMatchObject({ outstanding: orderRupees, overdue: orderRupees })
    expect(overdue.entries[0]!.state).toBe('OVERDUE')

    // Staff record the payment: the amount must be what the orders add up to.
    const order = await storedOrder(first.body.orderId)
    const payment = { customer: id, date: today(), reference: 'UTR 4471', orders: [order.id] }
    const wrong = await asOrderManager('POST', '/payments', { ...payment, amount: order.total - 100 })
    expect(wrong.status).toBe(400)
    expect(JSON.stringify(wrong.body)).toContain('the amount must be exactly that')
    const recorded = await asOrderManager('POST', '/payments', { ...payment, amount: order.total })
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201)
    expect(await storedOrder(first.body.orderId)).toMatchObject({ paymentStatus: 'PAID' })
    expect((await asOrderManager('POST', '/payments', { ...payment, amount: order.total })).status).toBe(400)

    const settled = await statement(buyer)
    expect(settled).toMatchObject({ outstanding: 0, overdue: 0 })
    expect(settled.entries[0]).toMatchObject({ state: 'PAID', paidOn: today() })
    expect(settled.payments).toEqual([{ date: today(), amount: orderRupees, reference: 'UTR 4471', orderIds: [first.body.orderId] }])
    expect((await orderOnAccount(buyer, [small])).status).toBe(201)
  })

  it('gives the statement as CSV and PDF, to its buyer only', async () => {
    const buyer = await newCustomer('Statement')
    await giveCredit(buyer, { limit: Math.ceil(orderRupees * 3), termsDays: 45 })
    const placed = await orderOnAccount(buyer, [line])
    expect(placed.status).toBe(201)
    const csv = await call('GET', '/account/statement?format=csv', { token: buyer.token, ip: buyer.ip })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/)
    const rows = csv.text.trim().split('\r\n')
    expect(rows[0]).toBe('Order,Order date,Invoice,Invoice date,Due date,Amount (INR),State,Paid on')
    expect(rows[1]).toBe(`${placed.body.orderId},${today()},,,,${orderRupees.toFixed(2)},Not yet invoiced,`)
    const pdf = await fetch(`${inject('baseUrl')}/api/shop/account/statement?format=pdf`, {
      headers: { Authorization: `Bearer ${buyer.token}` },
    })
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-')
  })

  it('lets only order managers record payments', async () => {
    const buyer = await registerCustomer()
    const reply = await fetch(`${inject('baseUrl')}/api/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `JWT ${buyer.token}` },
      body: JSON.stringify({ amount: 100, reference: 'x', customer: buyer.id, orders: [] }),
    })
    expect(reply.status).toBe(403)
    const anonymous = await fetch(`${inject('baseUrl')}/api/payments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ amount: 100, reference: 'x' }),
    })
    expect(anonymous.status).toBe(403)
  })
})
